import { describe, expect, it } from "vitest";
import { describePlace, dropPage, movePage, treeItems } from "@/components/admin/pages/tree-moves";
import type { AdminPageNode } from "@/lib/schemas/admin/pages";

const node = (id: number, type: AdminPageNode["type"] = "PAGE", children: AdminPageNode[] = [], idParent: number | null = null, order = id * 10): AdminPageNode => ({
  id,
  idParent,
  order,
  url: `p${id}`,
  title: `Page ${id}`,
  menuTitle: "",
  metaDescription: "",
  showInMenu: true,
  type,
  link: null,
  layoutId: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  children,
});
const tree = () => [node(1, "HOME"), node(2, "FOLDER", [node(3, "PAGE", [], 2), node(4, "PAGE", [], 2)]), node(5)];
const shape = (nodes: AdminPageNode[] | null) => treeItems(nodes!).map((i) => `${i.id}<${i.idParent ?? "-"}#${i.order}`);

describe("pages panel tree moves", () => {
  it("moves up and down among siblings, not past the ends", () => {
    // Only the two pages swap their order values.
    expect(shape(movePage(tree(), 4, "up"))).toEqual(["1<-#10", "2<-#20", "4<2#30", "3<2#40", "5<-#50"]);
    expect(movePage(tree(), 3, "up")).toBeNull();
    expect(movePage(tree(), 5, "down")).toBeNull();
  });

  it("indents under the previous sibling and outdents after the parent", () => {
    expect(shape(movePage(tree(), 5, "indent"))).toEqual(["1<-#10", "2<-#20", "3<2#30", "4<2#40", "5<2#41"]);
    expect(shape(movePage(tree(), 3, "outdent"))).toEqual(["1<-#10", "2<-#20", "4<2#40", "3<-#30", "5<-#50"]);
    expect(movePage(tree(), 3, "indent")).toBeNull();
    expect(movePage(tree(), 1, "indent")).toBeNull();
    expect(movePage(tree(), 5, "outdent")).toBeNull();
  });

  it("drops among the same siblings only", () => {
    expect(shape(dropPage(tree(), 5, 1))).toEqual(["5<-#10", "1<-#20", "2<-#50", "3<2#30", "4<2#40"]);
    expect(dropPage(tree(), 3, 5)).toBeNull();
  });

  it("describes a place in French", () => {
    expect(describePlace(tree(), 4)).toBe("position 2 sur 2, sous « Page 2 »");
    expect(describePlace(tree(), 5)).toBe("position 3 sur 3, à la racine du menu");
  });
});
