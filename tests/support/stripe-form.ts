/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracketed keys, as the `stripe`
 * SDK and Stripe.js write them (`metadata[siteId]=70`, `allowed_payment_method_types[0]=card`,
 * `payment_method_data[card][number]=4242…`). Decoded to nested objects and arrays (an object
 * whose keys are all 0, 1, 2… is an array). For the tests' Stripe-compatible server only.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = /^[^[\]]+/.exec(name)?.[0];
  if (first === undefined) return [name];
  const rest = [...name.slice(first.length).matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1]!);
  return [first, ...rest];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key]!)]));
  const numeric = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  return numeric ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!) : converted;
}

export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    let node: FormObject = root;
    path.forEach((part, index) => {
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        node[key] = typeof next === "object" && !Array.isArray(next) ? next : {};
        node = node[key] as FormObject;
      }
    });
  }
  return toArrays(root) as FormObject;
}
