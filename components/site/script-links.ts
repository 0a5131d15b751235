/**
 * Script links (LINK pages of type JS, docs/builder.md « Script links »): the server puts each
 * one's code in the page as a nonce'd inline script that only DEFINES a function under the link's
 * id, and a click on the menu's `<button data-script-link="<id>">` calls it. No string is ever
 * evaluated in the browser, and no client code ships for it: a site without script links sends
 * nothing.
 */

/** Where the page's inline definitions register the functions (a property of `window`). */
export const SCRIPT_LINKS_GLOBAL = "__siteScriptLinks";

/** The attribute of the menu's button naming its script link. */
export const SCRIPT_LINK_ATTRIBUTE = "data-script-link";

/**
 * The inline script defining script link `id` (its text, without the tag): the owner's code as the
 * body of a function, run by nothing until a click on its button. The first definition of a page
 * also installs the one click listener (delegated on the document, so it works before hydration).
 * Kept inside the HTML <script>: « </script » and « <!-- » in the code are escaped (inside a JS
 * string or regex « <\/ » is « </ »).
 */
export function scriptLinkDefinition(id: string, code: string): string {
  const safe = code.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
  const registry = JSON.stringify(SCRIPT_LINKS_GLOBAL);
  const attribute = JSON.stringify(SCRIPT_LINK_ATTRIBUTE);
  return (
    `(function(w,d){var r=w[${registry}];if(!r){r=w[${registry}]={};` +
    `d.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("button["+${attribute}+"]"):null;` +
    `var f=b?r[b.getAttribute(${attribute})]:null;if(typeof f==="function")f();});}` +
    `r[${JSON.stringify(id)}]=function(){\n${safe}\n};})(window,document);`
  );
}
