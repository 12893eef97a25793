/** Rules of the `game` type (game.ts). */
import { clientOf, OTHER_DOCUMENTS, selfIds, type RuleContext } from './ruleContext.ts';

/**
 * A game is launched by provider and id (/online-casino/play/{provider}/:id), so no two games of
 * one provider share a `gameId`.
 */
export async function uniqueGameIdRule(
  value: string | undefined,
  context: RuleContext,
): Promise<true | string> {
  const provider = (context.document?.['provider'] as { _ref?: unknown } | undefined)?._ref;
  if (value === undefined || value === '' || typeof provider !== 'string') return true;
  const others = await clientOf(context).fetch<number>(
    `count(*[_type == "game" && gameId == $value && provider._ref == $provider && ${OTHER_DOCUMENTS}])`,
    { value, provider, ...selfIds(context.document?._id) },
  );
  return others === 0 || `Another game of this provider already has the id "${value}"`;
}
