/**
 * The money form of the deposit and the withdrawal (spec 2 §4): an amount (the kit's AmountField,
 * with its one-tap amounts and notes), a payment method (a radio group, each method with an
 * optional note such as its range), whatever the page adds before and after (the withdrawal's
 * balance and idempotency key, the deposit's bonus choice), and the submit button with the
 * `submit` intent. A plain post, so it works before the page's scripts run.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import * as forms from '../forms.css.ts';
import { AmountField, type AmountFieldProps } from './AmountField.tsx';
import { RadioGroup, type RadioOption } from './ChoiceGroup.tsx';
import { FormActions, SubmitButton } from './Form.tsx';

export interface MoneyFormProps {
  /** A unique id: the amount is `${id}-amount`, the methods `${id}-method`. */
  id: string;
  /** Where the form posts (the page's own path). */
  action: string;
  amount: Omit<AmountFieldProps, 'id' | 'name'>;
  methods: { legend: string; options: readonly RadioOption[]; error?: string | null | undefined };
  submitLabel: string;
  busy: boolean;
  /** Before the amount (hidden fields, what may be withdrawn). */
  before?: ReactNode;
  /** After the methods (the deposit's bonus choice). */
  after?: ReactNode;
}

export function MoneyForm({ id, action, amount, methods, submitLabel, busy, before, after }: MoneyFormProps) {
  return (
    <Form method="post" action={action} className={forms.form} noValidate>
      {before}
      <AmountField id={id} {...amount} />
      <RadioGroup
        id={`${id}-method`}
        name="paymentMethod"
        legend={methods.legend}
        error={methods.error}
        options={methods.options}
      />
      {after}
      <FormActions>
        <SubmitButton intent="submit" busy={busy}>
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
