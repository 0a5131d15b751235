/* eslint-disable @next/next/no-img-element -- markup fixtures, not pages */
import { AsyncLocalStorage } from "node:async_hooks";
import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PackedAnchor } from "@/components/ui/packed-anchor";
import { PackedHtml } from "@/components/ui/packed-html";
import { packMarkup, unpackMarkup } from "@/components/ui/packed-markup";
import { escapeHtml, NotStaticError, renderStaticMarkup } from "@/components/ui/static-markup";
import { StaticRegion, type StaticRegionProps } from "@/components/ui/static-region";
import { HandedOverHtml } from "@/components/ui/handed-over-html";
import { closeStaticHtmlHandoff, openStaticHtmlHandoff, setRenderIdScope, takeHandedOverHtml } from "@/components/ui/static-html-handoff";

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className="card" data-kind="carte">
      <h3>{title}</h3>
      {children}
    </article>
  );
}

/** What a "use client" component is in the RSC bundle: a reference, not a function to call. */
const ClientLike = Object.assign(() => <span>client</span>, { $$typeof: Symbol.for("react.client.reference") });

const tricky = `L'atelier "Stress" & <b>bien-être</b> > 2 €`;

/** A tree with every kind of value the renderer writes itself. */
const fixture = (
  <div id="zone" className="a b" tabIndex={-1} role="region" aria-label={tricky} aria-hidden={false} data-open={true} data-n={3} title={tricky}>
    <label htmlFor="champ">Nom</label>
    <p hidden={false}>visible</p>
    <p hidden>caché</p>
    <span style={{ aspectRatio: "3 / 2", marginTop: 4, zIndex: 2, lineHeight: 1.5, paddingLeft: 0, backgroundImage: "url(/a.svg)", "--accent": " #aa6600 " } as React.CSSProperties}>
      {tricky}
    </span>
    <ul>
      {[1, 2, 3].map((n) => (
        <li key={n}>
          {n}
          {" · "}
          {n > 1 ? <strong>deux et plus</strong> : null}
          {false}
          {undefined}
        </li>
      ))}
    </ul>
    <>
      <Card title="Carte">
        <time dateTime="2026-12-03">3 décembre</time>
      </Card>
    </>
    <picture>
      <source type="image/avif" srcSet="/a-480.avif 480w, /a-960.avif 960w" sizes="100vw" />
      <img src="/a.svg" alt={tricky} width={1200} height={800} loading="lazy" decoding="async" className="h-full w-full" />
    </picture>
    <a href="https://maps.example/?q=1&amp=2" target="_blank" rel="noopener noreferrer">
      carte
    </a>
    <br />
    <div dangerouslySetInnerHTML={{ __html: "<p>déjà <em>écrit</em></p>" }} />
    {0}
    {12n}
  </div>
);

describe("renderStaticMarkup", () => {
  it("writes what react-dom/server writes for the same tree", () => {
    expect(renderStaticMarkup(fixture)).toBe(renderToStaticMarkup(fixture));
  });

  it("escapes any text and attribute value as react-dom/server does", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "é", "'", '"', "&", "<", ">", " ", "€", "\n") });
    fc.assert(
      fc.property(text, (value) => {
        expect(`<p title="${escapeHtml(value)}">${escapeHtml(value)}</p>`).toBe(renderToStaticMarkup(<p title={value}>{value}</p>));
      }),
    );
  });

  it("writes a form, its fields and buttons as react-dom/server does: form attributes last", () => {
    const form = (
      <form role="search" action="/recherche?x=1&y=2" aria-label="Recherche" method="get" className="flex" target="_self">
        <label htmlFor="q" className="sr-only">
          Rechercher
        </label>
        <input id="q" name="q" type="search" required minLength={2} maxLength={100} placeholder="Rechercher…" autoComplete="off" className="w-44" />
        <input type="checkbox" name="ok" disabled={false} autoFocus />
        <button type="submit" name="go" className="b" aria-expanded={false}>
          <span aria-hidden="true" className="icon" />
          Lancer
        </button>
        <button type="button" aria-controls="menu" data-toggle="">
          Menu
        </button>
      </form>
    );
    expect(renderStaticMarkup(form)).toBe(renderToStaticMarkup(form));
  });

  it("awaits async server components and keeps their order", async () => {
    const Slow = async ({ label, ms }: { label: string; ms: number }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return <li>{label}</li>;
    };
    const tree = (
      <ul>
        <Slow label="un" ms={20} />
        <Slow label="deux" ms={1} />
        <li>trois</li>
      </ul>
    );
    expect(await renderStaticMarkup(tree)).toBe("<ul><li>un</li><li>deux</li><li>trois</li></ul>");
  });

  it("unpacks the packed client components into the plain elements they render", () => {
    const href = "https://maps.example/?q=a&b=<c>";
    const tree = (
      <p>
        <PackedAnchor packedHref={packMarkup(href)} className="lien">
          plan
        </PackedAnchor>
        <PackedHtml className="rich-text" packed={packMarkup("<p>a &amp; b</p>")} />
      </p>
    );
    expect(renderStaticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it.each<[string, ReactNode]>([
    ["a client component", <ClientLike key="c" />],
    ["an event handler", <button key="b" type="button" onClick={() => undefined}>ok</button>],
    ["an event handler on a plain element", <div key="d" onMouseEnter={() => undefined}>x</div>],
    ["a script", <script key="s">{"alert(1)"}</script>],
    ["a form field's value", <input key="i" name="q" defaultValue="a" />],
    ["a controlled field", <input key="c" type="checkbox" checked readOnly />],
    ["a form's action function", <form key="f" action={async () => undefined} />],
    ["a javascript: action", <form key="j" action="javascript:alert(1)" />],
    ["a button's own form action", <button key="a" type="submit" formAction="/ailleurs">ok</button>],
    ["a select", <select key="s" name="s" />],
    ["a textarea", <textarea key="t" name="t" />],
    ["SVG", <svg key="v" viewBox="0 0 1 1" />],
    ["an eager image (React preloads it)", <img key="e" src="/a.svg" alt="" />],
    ["a high-priority image", <img key="h" src="/a.svg" alt="" loading="lazy" fetchPriority="high" />],
    ["a javascript: URL", <a key="j" href="javascript:alert(1)">x</a>],
    ["a hoisted element", <title key="t">Titre</title>],
    ["an empty href (React keeps it on <a> only)", <a key="v" href="">vide</a>],
  ])("refuses %s (React renders it instead)", async (_what, node) => {
    await expect(async () => renderStaticMarkup(<section>{node}</section>)).rejects.toBeInstanceOf(NotStaticError);
  });
});

describe("StaticRegion", () => {
  it("packs static content into one PackedHtml with the region's attributes", () => {
    const region = StaticRegion({ className: "pied", "data-block": "x", children: <Card title="Carte" /> } as StaticRegionProps);
    expect(isValidElement(region) && region.type).toBe(PackedHtml);
    const props = (region as React.ReactElement<{ packed: string; className: string; "data-block": string }>).props;
    expect(props.className).toBe("pied");
    expect(props["data-block"]).toBe("x");
    expect(props.packed).not.toMatch(/[<>&]/);
    expect(unpackMarkup(props.packed)).toBe(renderToStaticMarkup(<Card title="Carte" />));
  });

  it("lets React render content that is not static, in the same div", () => {
    const children = (
      <>
        <Card title="Carte" />
        <ClientLike />
      </>
    );
    const region = StaticRegion({ className: "pied", children });
    expect(isValidElement(region) && region.type).toBe("div");
    expect((region as React.ReactElement<{ children: ReactNode; className: string }>).props).toEqual({ className: "pied", children });
  });

  it("awaits async content, and falls back to React when it turns out not to be static", async () => {
    const Later = async ({ eager }: { eager: boolean }) => {
      await Promise.resolve();
      return eager ? <img src="/a.svg" alt="" /> : <p>plus tard</p>;
    };
    const packed = StaticRegion({ children: <Later eager={false} /> }) as React.ReactElement<{ html: Promise<string>; props: object; children: ReactNode }>;
    const awaited = await (packed.type as (props: unknown) => Promise<React.ReactElement<{ packed: string }>>)(packed.props);
    expect(awaited.type).toBe(PackedHtml);
    expect(unpackMarkup(awaited.props.packed)).toBe("<p>plus tard</p>");

    const fallback = StaticRegion({ id: "r", children: <Later eager /> }) as React.ReactElement<{ html: Promise<string>; props: object; children: ReactNode }>;
    const rendered = await (fallback.type as (props: unknown) => Promise<React.ReactElement<{ id: string }>>)(fallback.props);
    expect(rendered.type).toBe("div");
    expect(rendered.props.id).toBe("r");
  });

  it("in a document's render (an open handoff), hands the HTML to the HTML pass and gives the payload its key only", async () => {
    const scope = new AsyncLocalStorage<string>();
    setRenderIdScope(scope);
    openStaticHtmlHandoff("9");
    try {
      const region = scope.run("9", () => StaticRegion({ className: "pied", children: <Card title="Carte" /> }));
      expect(isValidElement(region) && region.type).toBe(HandedOverHtml);
      expect((region as React.ReactElement<{ handoff: string; className: string }>).props).toEqual({ className: "pied", handoff: "9.0" });
      expect(takeHandedOverHtml("9.0")).toBe(renderToStaticMarkup(<Card title="Carte" />));

      // Async content is handed over once awaited, still in the render's scope.
      const Later = async () => {
        await Promise.resolve();
        return <p>plus tard</p>;
      };
      const awaited = await scope.run("9", async () => {
        const pending = StaticRegion({ children: <Later /> }) as React.ReactElement<{ html: Promise<string>; props: object; children: ReactNode }>;
        return (pending.type as (props: unknown) => Promise<React.ReactElement<{ handoff: string }>>)(pending.props);
      });
      expect(awaited.type).toBe(HandedOverHtml);
      expect(takeHandedOverHtml(awaited.props.handoff)).toBe("<p>plus tard</p>");

      // An empty region, and any render without a handoff of its own, cross the payload.
      expect((scope.run("9", () => StaticRegion({ children: null })) as React.ReactElement).type).toBe(PackedHtml);
      expect((scope.run("10", () => StaticRegion({ children: <Card title="Carte" /> })) as React.ReactElement).type).toBe(PackedHtml);
      expect((StaticRegion({ children: <Card title="Carte" /> }) as React.ReactElement).type).toBe(PackedHtml);
    } finally {
      closeStaticHtmlHandoff("9");
    }
    expect(takeHandedOverHtml("9.0")).toBeUndefined();
  });
});
