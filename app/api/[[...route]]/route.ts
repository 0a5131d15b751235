import { forwardToPlatform } from "@/lib/api-client/forward";
import { getEnv } from "@/lib/env";
import { getPlatformApp } from "@/lib/platform/app";

// The one Next <-> Hono seam: every /api/* request goes to the platform app — in this process,
// or the platform at PLATFORM_API_URL when set.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (request: Request) => {
  const remote = getEnv().PLATFORM_API_URL;
  return remote ? forwardToPlatform(request, remote) : getPlatformApp().fetch(request);
};

export const GET = handler;
export const HEAD = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
