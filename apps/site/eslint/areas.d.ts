import type { Rule } from 'eslint';

export interface Zone {
  kind: 'lib' | 'area' | 'routes' | 'root';
  area?: string;
  rest?: string[];
}
export function zoneOf(file: string): Zone | null;
export function refusal(from: Zone | null, to: Zone | null): string | null;
declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
