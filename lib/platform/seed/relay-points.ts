import "server-only";
import { WEEKDAYS, type OpeningHoursDay } from "@/lib/schemas/shop/shipping";

/**
 * The built-in relay network's points (shops that keep parcels for their customers): around the
 * estate (Meursault, Beaune, Chalon-sur-Saône, Dijon), in Paris, Lyon, Bordeaux and a few other
 * cities. Names are fictional; streets are real, positions within a few hundred metres.
 */
export interface SeedRelayPoint {
  code: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  lat: number;
  lng: number;
  /** « 08:00-12:30,14:30-19:00 » for Monday to Friday, then Saturday and Sunday (« » = closed). */
  hours: [weekdays: string, saturday: string, sunday: string];
}

const LABELS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;

function ranges(text: string): OpeningHoursDay["ranges"] {
  return text
    .split(",")
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const [open, close] = part.trim().split("-") as [string, string];
      return { open, close };
    });
}

/** The seven days of a point's opening hours, Monday first. */
export function relayOpeningHours([weekdays, saturday, sunday]: SeedRelayPoint["hours"]): OpeningHoursDay[] {
  return WEEKDAYS.map((day, index) => ({
    day,
    label: LABELS[index]!,
    ranges: ranges(index < 5 ? weekdays : index === 5 ? saturday : sunday),
  }));
}

const SHOP: SeedRelayPoint["hours"] = ["08:30-12:30,14:30-19:00", "08:30-12:30,14:30-18:00", ""];
const TABAC: SeedRelayPoint["hours"] = ["07:00-19:30", "08:00-19:30", "08:30-12:30"];
const FLORIST: SeedRelayPoint["hours"] = ["09:30-12:30,14:30-19:00", "09:00-19:00", "09:30-13:00"];
const GROCERY: SeedRelayPoint["hours"] = ["08:00-20:30", "08:00-20:30", "09:00-13:00"];

export const BUILTIN_RELAY_POINTS: readonly SeedRelayPoint[] = [
  // The estate's area (Côte-d'Or, Saône-et-Loire)
  { code: "BRN-21190-01", name: "Tabac-Presse de la Place", addLine1: "2 place de l'Hôtel de Ville", zipCode: "21190", city: "Meursault", lat: 46.9784, lng: 4.7702, hours: TABAC },
  { code: "BRN-21190-02", name: "Vival Meursault", addLine1: "21 rue de Lattre de Tassigny", zipCode: "21190", city: "Meursault", lat: 46.9797, lng: 4.7689, hours: GROCERY },
  { code: "BRN-21200-01", name: "Maison de la Presse des Halles", addLine1: "8 place Carnot", zipCode: "21200", city: "Beaune", lat: 47.0216, lng: 4.8385, hours: TABAC },
  { code: "BRN-21200-02", name: "Fleurs de Bourgogne", addLine1: "15 rue Monge", zipCode: "21200", city: "Beaune", lat: 47.0246, lng: 4.8367, hours: FLORIST },
  { code: "BRN-21200-03", name: "Pressing Saint-Nicolas", addLine1: "46 faubourg Saint-Nicolas", zipCode: "21200", city: "Beaune", lat: 47.0305, lng: 4.8359, hours: SHOP },
  { code: "BRN-21190-03", name: "Épicerie du Village", addLine1: "3 rue de la Mairie", zipCode: "21190", city: "Puligny-Montrachet", lat: 46.9466, lng: 4.7517, hours: SHOP },
  { code: "BRN-21630-01", name: "Bar-Tabac Le Pommard", addLine1: "1 place de l'Europe", zipCode: "21630", city: "Pommard", lat: 47.0081, lng: 4.7953, hours: TABAC },
  { code: "BRN-21700-01", name: "Librairie-Presse du Beffroi", addLine1: "12 rue Thurot", zipCode: "21700", city: "Nuits-Saint-Georges", lat: 47.1377, lng: 4.9493, hours: TABAC },
  { code: "BRN-71100-01", name: "Tabac du Port", addLine1: "14 quai Gambetta", zipCode: "71100", city: "Chalon-sur-Saône", lat: 46.7806, lng: 4.8571, hours: TABAC },
  { code: "BRN-71100-02", name: "Proxi Saint-Cosme", addLine1: "27 rue Saint-Cosme", zipCode: "71100", city: "Chalon-sur-Saône", lat: 46.7875, lng: 4.8489, hours: GROCERY },
  { code: "BRN-21000-01", name: "Tabac-Presse Darcy", addLine1: "3 place Darcy", zipCode: "21000", city: "Dijon", lat: 47.3227, lng: 5.0349, hours: TABAC },
  { code: "BRN-21000-02", name: "L'Atelier Floral", addLine1: "41 rue de la Liberté", zipCode: "21000", city: "Dijon", lat: 47.3219, lng: 5.0392, hours: FLORIST },
  { code: "BRN-21000-03", name: "Supérette des Ducs", addLine1: "18 rue Verrerie", zipCode: "21000", city: "Dijon", lat: 47.3238, lng: 5.0438, hours: GROCERY },
  { code: "BRN-21000-04", name: "Pressing Montchapet", addLine1: "60 boulevard de Brosses", zipCode: "21000", city: "Dijon", lat: 47.3279, lng: 5.0302, hours: SHOP },
  // Paris
  { code: "BRN-75004-01", name: "Tabac de l'Hôtel de Ville", addLine1: "18 rue de Rivoli", zipCode: "75004", city: "Paris", lat: 48.8557, lng: 2.3574, hours: TABAC },
  { code: "BRN-75011-01", name: "Fleuriste Oberkampf", addLine1: "95 rue Oberkampf", zipCode: "75011", city: "Paris", lat: 48.8651, lng: 2.3775, hours: FLORIST },
  { code: "BRN-75011-02", name: "Carrefour City Voltaire", addLine1: "120 boulevard Voltaire", zipCode: "75011", city: "Paris", lat: 48.8581, lng: 2.3807, hours: GROCERY },
  { code: "BRN-75015-01", name: "Presse Convention", addLine1: "27 rue de la Convention", zipCode: "75015", city: "Paris", lat: 48.8412, lng: 2.2884, hours: TABAC },
  { code: "BRN-75017-01", name: "Pressing des Batignolles", addLine1: "34 rue des Batignolles", zipCode: "75017", city: "Paris", lat: 48.8838, lng: 2.3191, hours: SHOP },
  { code: "BRN-75018-01", name: "Épicerie Lepic", addLine1: "48 rue Lepic", zipCode: "75018", city: "Paris", lat: 48.8859, lng: 2.3352, hours: GROCERY },
  { code: "BRN-75005-01", name: "Librairie-Presse Mouffetard", addLine1: "52 rue Mouffetard", zipCode: "75005", city: "Paris", lat: 48.8424, lng: 2.3497, hours: TABAC },
  { code: "BRN-75012-01", name: "Fleurs d'Aligre", addLine1: "7 place d'Aligre", zipCode: "75012", city: "Paris", lat: 48.8488, lng: 2.3783, hours: FLORIST },
  // Lyon
  { code: "BRN-69002-01", name: "Tabac Bellecour", addLine1: "9 place Bellecour", zipCode: "69002", city: "Lyon", lat: 45.7579, lng: 4.8322, hours: TABAC },
  { code: "BRN-69003-01", name: "Supérette Part-Dieu", addLine1: "75 rue de la Villette", zipCode: "69003", city: "Lyon", lat: 45.7607, lng: 4.8604, hours: GROCERY },
  { code: "BRN-69004-01", name: "Fleuriste de la Croix-Rousse", addLine1: "12 boulevard de la Croix-Rousse", zipCode: "69004", city: "Lyon", lat: 45.7745, lng: 4.8295, hours: FLORIST },
  { code: "BRN-69007-01", name: "Pressing Jean Macé", addLine1: "5 place Jean Macé", zipCode: "69007", city: "Lyon", lat: 45.7454, lng: 4.8418, hours: SHOP },
  { code: "BRN-69006-01", name: "Presse des Brotteaux", addLine1: "2 boulevard des Brotteaux", zipCode: "69006", city: "Lyon", lat: 45.7666, lng: 4.8588, hours: TABAC },
  // Bordeaux
  { code: "BRN-33000-01", name: "Tabac des Quinconces", addLine1: "4 allées de Tourny", zipCode: "33000", city: "Bordeaux", lat: 44.8437, lng: -0.5768, hours: TABAC },
  { code: "BRN-33000-02", name: "Fleurs des Chartrons", addLine1: "36 rue Notre-Dame", zipCode: "33000", city: "Bordeaux", lat: 44.8549, lng: -0.5693, hours: FLORIST },
  { code: "BRN-33800-01", name: "Épicerie Saint-Michel", addLine1: "10 place Canteloup", zipCode: "33800", city: "Bordeaux", lat: 44.8327, lng: -0.5668, hours: GROCERY },
  { code: "BRN-33000-03", name: "Pressing Gambetta", addLine1: "22 cours Clemenceau", zipCode: "33000", city: "Bordeaux", lat: 44.8418, lng: -0.5782, hours: SHOP },
  // Other cities
  { code: "BRN-13002-01", name: "Tabac du Vieux-Port", addLine1: "6 quai du Port", zipCode: "13002", city: "Marseille", lat: 43.2962, lng: 5.3697, hours: TABAC },
  { code: "BRN-59000-01", name: "Presse de la Grand'Place", addLine1: "3 rue Faidherbe", zipCode: "59000", city: "Lille", lat: 50.6372, lng: 3.0659, hours: TABAC },
  { code: "BRN-44000-01", name: "Fleuriste Graslin", addLine1: "1 rue Crébillon", zipCode: "44000", city: "Nantes", lat: 47.2135, lng: -1.5613, hours: FLORIST },
  { code: "BRN-31000-01", name: "Épicerie du Capitole", addLine1: "14 rue du Taur", zipCode: "31000", city: "Toulouse", lat: 43.6057, lng: 1.4424, hours: GROCERY },
  { code: "BRN-67000-01", name: "Tabac de la Cathédrale", addLine1: "8 place de la Cathédrale", zipCode: "67000", city: "Strasbourg", lat: 48.5818, lng: 7.7504, hours: TABAC },
];
