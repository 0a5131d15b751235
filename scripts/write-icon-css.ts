/** `npm run icons`: writes components/ui/icons.css from components/ui/icon-shapes.ts. */
import fs from "node:fs";
import path from "node:path";
import { iconCss } from "../components/ui/icon-css";

const target = path.resolve(__dirname, "..", "components", "ui", "icons.css");
fs.writeFileSync(target, iconCss());
console.log(`Écrit : ${path.relative(process.cwd(), target)}`);
