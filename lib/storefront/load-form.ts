import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { PlatformError } from "@/lib/api-client/platform-error";
import { publicFormSchema, type PublicForm } from "@/lib/schemas/forms";

/** A form of the site (GET /forms/{id}) through the platform API; null when it is not offered (404). */
export async function loadPublicForm(formId: number): Promise<PublicForm | null> {
  try {
    return await readPublic(`/forms/${formId}`, publicFormSchema);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}
