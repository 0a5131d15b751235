import { getPlatformApp } from "@/lib/platform/app";

// The one Next <-> Hono seam: every /api/* request goes to the platform app.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (request: Request) => getPlatformApp().fetch(request);

export const GET = handler;
export const HEAD = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
