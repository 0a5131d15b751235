/**
 * Arguments of `npm run admin:create -- --site <id> --email <adresse> [--password <mot de passe>]`.
 * Pure (unit-tested): the script turns an error into a message and exit code 2.
 */
export interface AdminCreateArgs {
  siteId: number;
  email: string;
  password?: string;
}

export type ParsedAdminCreateArgs = { kind: "run"; args: AdminCreateArgs } | { kind: "help" } | { kind: "error"; message: string };

export const ADMIN_CREATE_USAGE = `Utilisation : npm run admin:create -- --site <identifiant> --email <adresse> [--password <mot de passe>]

Crée un compte administrateur (ADMIN) pour un site, ou promeut le compte existant de cette adresse.
  --site       identifiant numérique du site (ex. 69)
  --email      adresse e-mail du compte
  --password   mot de passe (12 caractères au moins, pas un mot de passe courant) ;
               sans cette option, un mot de passe solide est généré et affiché une seule fois
  --help       affiche cette aide`;

const OPTIONS = ["site", "email", "password"] as const;
type Option = (typeof OPTIONS)[number];

export function parseAdminCreateArgs(argv: readonly string[]): ParsedAdminCreateArgs {
  const values: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) return { kind: "error", message: `Argument inattendu : « ${arg} ».` };
    const name = match[1]!;
    if (!(OPTIONS as readonly string[]).includes(name)) return { kind: "error", message: `Option inconnue : --${name}.` };
    const option = name as Option;
    if (values[option] !== undefined) return { kind: "error", message: `L'option --${option} est donnée deux fois.` };
    let value = match[2];
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) return { kind: "error", message: `L'option --${option} attend une valeur.` };
      value = next;
      i += 1;
    }
    values[option] = value;
  }
  if (values.site === undefined) return { kind: "error", message: "Indiquez le site : --site <identifiant> (ex. --site 69)." };
  if (!/^\d{1,9}$/.test(values.site) || Number(values.site) < 1) {
    return { kind: "error", message: `--site doit être un identifiant numérique (ex. --site 69), pas « ${values.site} ».` };
  }
  const email = values.email?.trim();
  if (!email) return { kind: "error", message: "Indiquez l'adresse e-mail du compte : --email <adresse>." };
  const args: AdminCreateArgs = { siteId: Number(values.site), email };
  if (values.password !== undefined) args.password = values.password;
  return { kind: "run", args };
}
