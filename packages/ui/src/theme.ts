/**
 * Turns a brand's theme tokens into the CSS custom properties of the contract in `theme.css.ts`.
 * The result goes into one `<style>` element in the document head.
 */
import { vars } from './theme.css.ts';

export interface ThemeTokens {
  colors: Record<keyof typeof vars.colors, string>;
  fontFamily: string;
  radius: string;
}

/** `var(--name)` → `--name`; vanilla-extract may add a fallback after a comma. */
function propertyName(reference: string): string {
  const match = /^var\((--[^,)]+)/.exec(reference);
  if (!match) throw new Error(`Unexpected theme variable reference ${reference}`);
  return match[1]!;
}

/** Characters that could end the declaration or the style element are refused. */
function safeValue(value: string): string {
  if (/[;{}<>]/.test(value)) throw new Error(`Unsafe theme value ${JSON.stringify(value)}`);
  return value;
}

export function themeDeclarations(tokens: ThemeTokens): string {
  const declarations: string[] = [];
  for (const key of Object.keys(vars.colors) as Array<keyof typeof vars.colors>) {
    declarations.push(`${propertyName(vars.colors[key])}:${safeValue(tokens.colors[key])}`);
  }
  declarations.push(`${propertyName(vars.fontFamily)}:${safeValue(tokens.fontFamily)}`);
  declarations.push(`${propertyName(vars.radius)}:${safeValue(tokens.radius)}`);
  return declarations.join(';');
}

export function themeCss(tokens: ThemeTokens): string {
  return `:root{${themeDeclarations(tokens)}}`;
}
