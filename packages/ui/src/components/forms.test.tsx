/** Server rendering of the kit's form parts: errors tied to their controls, choices, the money form. */
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CheckField } from './CheckField.tsx';
import { RadioGroup } from './ChoiceGroup.tsx';
import { Field } from './Field.tsx';
import { FormError, SubmitButton } from './Form.tsx';
import { MoneyForm } from './MoneyForm.tsx';

/** The opening tag that contains `marker` (React orders attributes its own way). */
function tag(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) return '';
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

function inRouter(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('Field', () => {
  it('renders its own error and names it, the hint and the form alert on the control', () => {
    const html = renderToString(
      <Field
        id="f"
        label="E-mail"
        hint="We write to it"
        error="Enter an e-mail"
        describedBy="alert"
        errorTestId="f-err"
      >
        {(props) => <input {...props} name="email" />}
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-hint f-error alert"');
    expect(html).toMatch(/<span id="f-error"[^>]*data-testid="f-err"[^>]*>Enter an e-mail<\/span>/);
  });

  it('renders no error markup without an error', () => {
    const html = renderToString(
      <Field id="f" label="E-mail">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('f-error');
  });
});

describe('CheckField and RadioGroup', () => {
  it('ties a check box to its error', () => {
    const html = renderToString(
      <CheckField id="terms" name="terms" label="I accept" error="Accept the terms" />,
    );
    const input = tag(html, 'id="terms"');
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="terms-error"');
    expect(html).toContain('<span id="terms-error"');
  });

  it('checks the default value, else the first option, and shows notes', () => {
    const options = [
      { value: 'A', label: 'Card', note: 'from 10' },
      { value: 'B', label: 'Bank' },
    ];
    const first = renderToString(<RadioGroup id="m" name="method" legend="Method" options={options} />);
    expect(tag(first, 'value="A"')).toContain('checked=""');
    expect(tag(first, 'value="B"')).not.toContain('checked');
    const html = renderToString(
      <RadioGroup id="m" name="method" legend="Method" options={options} defaultValue="B" error="Pick one" />,
    );
    expect(tag(html, 'value="B"')).toContain('checked=""');
    expect(html).toContain('from 10');
    expect(html).toContain('aria-describedby="m-error"');
  });
});

describe('FormError and SubmitButton', () => {
  it('alerts only with a message', () => {
    expect(renderToString(<FormError message={null} />)).toBe('');
    expect(tag(renderToString(<FormError message="Try again" id="a" />), 'role="alert"')).toContain('id="a"');
  });

  it('carries the intent and waits while busy', () => {
    const html = renderToString(
      <SubmitButton intent="save" busy>
        Save
      </SubmitButton>,
    );
    const button = tag(html, 'value="save"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('disabled=""');
  });
});

describe('MoneyForm', () => {
  it('posts an amount, a method and the submit intent to its action', () => {
    const html = inRouter(
      <MoneyForm
        id="d"
        action="/en/deposit"
        amount={{ label: 'Amount (EUR)', error: 'Too small' }}
        methods={{ legend: 'Method', options: [{ value: 'TRUSTLY', label: 'Trustly' }] }}
        submitLabel="Deposit"
        busy={false}
        after={<p>bonus</p>}
      />,
    );
    const form = tag(html, '<form');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/deposit"');
    expect(html).toContain('id="d-amount"');
    expect(html).toContain('id="d-amount-error"');
    expect(tag(html, 'value="TRUSTLY"')).toContain('checked=""');
    expect(html.indexOf('bonus')).toBeLessThan(html.indexOf('value="submit"'));
  });
});
