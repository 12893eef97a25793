/**
 * Rules of the `termsVersion` type (termsVersion.ts). Players accept a numeric terms version
 * (spec 1 §3 termsAndConditionsAcceptedVersion) and are sent to /accept-terms-condition when a
 * newer one exists, so versions must grow with their effective dates, each number used once. A
 * brand has its own dataset, so "per brand" is "per dataset".
 */
import { clientOf, OTHER_DOCUMENTS, selfIds, type RuleContext } from './ruleContext.ts';

export interface TermsVersionFacts {
  version: number;
  effectiveDate: string;
}

/**
 * The ordering problem between this version and the other versions, if any: a number used twice,
 * or a higher number taking effect no later than a lower one.
 */
export function termsVersionOrderProblem(
  own: TermsVersionFacts,
  others: readonly Partial<TermsVersionFacts>[],
): true | string {
  const ownDate = Date.parse(own.effectiveDate);
  for (const other of others) {
    if (typeof other.version !== 'number') continue;
    if (other.version === own.version) return `Terms version ${own.version} already exists`;
    const otherDate = typeof other.effectiveDate === 'string' ? Date.parse(other.effectiveDate) : NaN;
    if (Number.isNaN(otherDate) || Number.isNaN(ownDate)) continue;
    if (other.version < own.version && otherDate >= ownDate) {
      return `Terms versions must increase with their effective dates: version ${own.version} must take effect after version ${other.version} (${other.effectiveDate})`;
    }
    if (other.version > own.version && otherDate <= ownDate) {
      return `Terms versions must increase with their effective dates: version ${own.version} must take effect before version ${other.version} (${other.effectiveDate})`;
    }
  }
  return true;
}

/** The `version` field's rule: strictly increasing with the effective date across the dataset. */
export async function termsVersionOrderRule(
  value: number | undefined,
  context: RuleContext,
): Promise<true | string> {
  const effectiveDate = context.document?.['effectiveDate'];
  if (typeof value !== 'number' || typeof effectiveDate !== 'string') return true;
  const others = await clientOf(context).fetch<Partial<TermsVersionFacts>[]>(
    `*[_type == "termsVersion" && ${OTHER_DOCUMENTS} && !(_id in path("drafts.**"))]{version, effectiveDate}`,
    selfIds(context.document?._id),
  );
  return termsVersionOrderProblem({ version: value, effectiveDate }, others);
}
