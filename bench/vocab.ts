/** Word lists the synthetic generators build identifiers, keys, routes and messages from. */

export const DOMAINS = [
  'billing', 'accounts', 'orders', 'catalog', 'shipping', 'payments', 'notifications', 'reports', 'search',
  'inventory', 'auth', 'audit', 'integrations', 'webhooks', 'analytics', 'support', 'pricing', 'tenants',
  'media', 'scheduling', 'ledger', 'fulfillment', 'messaging', 'compliance', 'onboarding', 'exports',
] as const;

export const NOUNS = [
  'invoice', 'customer', 'order', 'payment', 'refund', 'product', 'shipment', 'address', 'account', 'profile',
  'session', 'token', 'report', 'event', 'subscription', 'plan', 'coupon', 'ticket', 'message', 'channel',
  'document', 'batch', 'job', 'rule', 'policy', 'tenant', 'user', 'group', 'role', 'permission', 'webhook',
  'endpoint', 'carrier', 'warehouse', 'item', 'cart', 'price', 'tax', 'discount', 'entry', 'transfer',
  'payout', 'dispute', 'receipt', 'upload', 'attachment', 'comment', 'review', 'category', 'tag', 'feed',
  'metric', 'alert', 'schedule', 'quota', 'contract', 'vendor', 'region', 'device', 'credential',
] as const;

export const VERBS = [
  'create', 'update', 'delete', 'fetch', 'sync', 'process', 'validate', 'render', 'export', 'resolve',
  'dispatch', 'publish', 'refresh', 'archive', 'restore', 'compute', 'apply', 'cancel', 'approve', 'reject',
  'notify', 'load', 'save', 'build', 'parse', 'format', 'merge', 'split', 'enqueue', 'retry', 'reconcile',
  'schedule', 'handle', 'collect', 'expire', 'ingest', 'assign', 'verify', 'charge', 'capture',
] as const;

export const STATUSES = [
  'pending', 'active', 'paid', 'failed', 'cancelled', 'draft', 'archived', 'expired', 'open', 'closed',
  'queued', 'running', 'done', 'refunded', 'shipped', 'delivered', 'suspended', 'approved', 'rejected', 'void',
] as const;

export const FIELDS = [
  'id', 'name', 'status', 'amount', 'currency', 'created_at', 'updated_at', 'customer_id', 'email', 'reference',
  'kind', 'source', 'target', 'count', 'total', 'limit', 'offset', 'page', 'token', 'region', 'country', 'code',
  'description', 'title', 'priority', 'due_date', 'metadata', 'external_id', 'tenant_id', 'version', 'checksum',
  'url', 'channel', 'locale', 'quantity', 'unit_price', 'tax_rate', 'notes', 'owner_id', 'expires_at', 'retries',
  'phone', 'label', 'sku', 'balance', 'provider', 'signature', 'timezone', 'score', 'weight',
] as const;

export const ADJECTIVES = [
  'new', 'invalid', 'missing', 'duplicate', 'expired', 'unknown', 'pending', 'stale', 'partial', 'remote',
  'primary', 'default', 'legacy', 'internal', 'external', 'scheduled', 'manual', 'automatic',
] as const;

export const ENV_SUFFIXES = [
  'URL', 'TIMEOUT', 'TOKEN', 'ENABLED', 'HOST', 'PORT', 'BUCKET', 'REGION', 'SECRET', 'RETRIES', 'QUEUE',
  'LEVEL', 'ENDPOINT', 'API_KEY', 'BATCH_SIZE',
] as const;

export const MESSAGE_TEMPLATES = [
  'Could not {verb} the {noun}.',
  'The {noun} is {status}.',
  'Your {noun} has been {verbed}.',
  '{Noun} not found.',
  'You do not have permission to {verb} this {noun}.',
  'This {noun} cannot be {verbed} while it is {status}.',
  'Enter a valid {field}.',
  'The {field} of the {noun} is required.',
  '{Noun} {verbed} successfully.',
  'Too many {noun}s; try again later.',
  'A {adj} {noun} was received.',
  'Select the {noun} to {verb}.',
] as const;

export const LOG_TEMPLATES = [
  '{verb} {noun} %s',
  '{noun} %s is {status}, skipping',
  '{verbed} %d {noun}s in %.2fs',
  'failed to {verb} {noun} %s: %s',
  'received {adj} {noun} from %s',
  '{noun} %s moved from %s to %s',
  'retrying {verb} for {noun} %s (attempt %d)',
  'no {noun} for %s',
] as const;

export function pascal(...words: string[]): string {
  return words.map((w) => w.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('')).join('');
}

export function camel(...words: string[]): string {
  const p = pascal(...words);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

export function pastTense(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (verb === 'split' || verb === 'reset') return verb;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (verb === 'ship' || verb === 'plan') return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

export function plural(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? k);
}
