/** Props of every tab of the « Contenus » panel (apart from the registry, which imports the tabs). */
export interface ContentTabProps {
  /** Announces a result in the panel's status line (« Article publié. »). */
  onStatus: (message: string) => void;
}
