import "server-only";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import type { SiteInfo } from "@/lib/platform/services/get-site-info";
import type { MenuPage } from "@/lib/platform/services/pages";
import { getData } from "./create-api-client";
import { getServerApi } from "./server";

/** What the placeholder home needs, fetched in parallel through the one API client. */
export async function loadHomeData() {
  const api = await getServerApi();
  const [info, parameters, pages] = await Promise.all([
    getData<SiteInfo>(api, "/site/info"),
    getData<SiteParameter[]>(api, "/parameter"),
    getData<MenuPage[]>(api, "/page"),
  ]);
  const parameter = (type: string) => parameters.find((p) => p.type === type)?.value ?? null;
  return { info, parameter, pages };
}
