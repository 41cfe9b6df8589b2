/**
 * Words of an identifier, key or phrase: split on dots, underscores, dashes, slashes, colons,
 * whitespace and camel case, lower-cased. `payment.succeeded`, `payment_succeeded`,
 * `PaymentSucceeded` and "payment succeeded" all give [payment, succeeded].
 */
export function splitWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}
