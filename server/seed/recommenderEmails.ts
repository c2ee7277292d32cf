import { isRecord } from '../../schema-adapters/keywords/record';

type Values = Record<string, unknown>;

/**
 * The values with the recommender rows (the first list among them) given the addresses `emailOf` makes, so that no
 * fixture address receives a seeded invitation.
 */
export function withRecommenderEmails(values: Values, emailOf: (index: number) => string): Values {
  for (const [key, list] of Object.entries(values)) {
    if (Array.isArray(list)) return { ...values, [key]: list.map((row: unknown, index) => ({ ...(isRecord(row) ? row : {}), email: emailOf(index) })) };
  }
  return values;
}
