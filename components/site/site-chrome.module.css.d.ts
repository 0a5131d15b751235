/** Class names of site-chrome.module.css (typed so a renamed class fails the type check). */
declare const styles: {
  readonly action: string;
  readonly barInner: string;
  readonly desktopBar: string;
  readonly entry: string;
  readonly entryLink: string;
  readonly header: string;
  readonly logoImage: string;
  readonly menu: string;
  readonly menuArea: string;
  readonly subLink: string;
  readonly submenu: string;
  readonly toggle: string;
};
export default styles;
