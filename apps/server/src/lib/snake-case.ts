/**
 * A camelCase name in snake_case, digits set apart as words: `siteId` → `site_id`,
 * `overtime25Minutes` → `overtime_25_minutes`. The public API's JSON is snake_case (decision 076).
 */
export function snakeCase(name: string): string {
  return name.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Za-z])/g, '$1$2_').toLowerCase();
}

/** A flat object's keys in snake_case. */
export function snakeKeys<Value>(object: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [snakeCase(key), value]));
}
