import type { ReactNode } from 'react';
import { Box, useFormControl } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { $ZodType } from 'zod/v4/core';
import { inputLimits, type FieldLimits } from '../../api/contract/rules/fieldLimits';
import { textLimits } from '../../api/contract/rules/fieldRules';
import { useCurrentLocale } from '../i18n/useCurrentLocale';

/** What an empty helper holds to keep its line (Material UI's and react-admin's zero-width space). */
const reservedLine = { __html: '&#8203;' };

/**
 * The longest limit a counter is shown for: names, notes, addresses. Longer ones (a token, a
 * password, a PEM key) are no length a person types: the form still refuses a value over them.
 */
const COUNTED_UP_TO = textLimits.url;
/** From this share of its limit on, a field's character counter shows even while it is not edited. */
const NEAR_LIMIT = 0.9;

/** The catalog key and values of a number field's range, or none. */
function rangeHint(limits: FieldLimits, format: (n: number) => string): [string, Record<string, string>] | null {
  if (!limits.integer) return null;
  const { minimum, maximum } = limits;
  if (minimum !== undefined && maximum !== undefined)
    return ['framework.field.wholeNumber', { min: format(minimum), max: format(maximum) }];
  if (minimum !== undefined) return ['framework.field.wholeNumberFrom', { min: format(minimum) }];
  if (maximum !== undefined) return ['framework.field.wholeNumberUpTo', { max: format(maximum) }];
  return null;
}

/**
 * The help under an input with the contract's rules of its field (`FieldLimits`, from the call's
 * body schema), so that they show before the server would refuse the value: the range of a whole
 * number and that an address is http(s), always; the characters typed of the most allowed, while
 * the input is being edited or once the value nears the limit (in the error colour past it; for a
 * limit no one types up to, only past it). Any other `help` comes first. Rendered as the input's
 * helper text, inside its form and form control.
 */
export function FieldRuleHelp({ source, limits, help }: { source: string; limits: FieldLimits; help?: ReactNode }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const value: unknown = useWatch({ name: source });
  const focused = useFormControl()?.focused ?? false;
  const format = (n: number) => new Intl.NumberFormat(locale).format(n);
  const range = rangeHint(limits, format);
  const hints = [
    help,
    range ? translate(range[0], range[1]) : null,
    limits.httpOnly ? translate('framework.field.httpAddress') : null,
  ].filter((part) => part !== null && part !== undefined && part !== '');
  const { maxLength } = limits;
  const count = typeof value === 'string' ? value.length : 0;
  const counter =
    maxLength !== undefined &&
    (maxLength <= COUNTED_UP_TO ? focused || count >= maxLength * NEAR_LIMIT : count > maxLength);
  // Nothing to say yet: the line stays reserved (react-admin's empty helper), so the form does not move.
  if (hints.length === 0 && !counter) return <span dangerouslySetInnerHTML={reservedLine} />;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>
        {hints.map((hint, index) => (
          <span key={index}>
            {index > 0 ? ' · ' : null}
            {hint}
          </span>
        ))}
      </span>
      {counter ? (
        <Box component="span" sx={{ flexShrink: 0, ...(count > maxLength ? { color: 'error.main' } : {}) }}>
          {translate('framework.field.characters', { count: format(count), max: format(maxLength) })}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The helper text of a form input whose value goes to a call with body schema `input`: the field's
 * rules (`FieldRuleHelp`) with `help`, or `help` alone when the contract gives the field none.
 */
export function ruleHelperText(input: $ZodType | undefined, source: string, help?: ReactNode): ReactNode {
  const limits = inputLimits(input)[source];
  return limits ? <FieldRuleHelp source={source} limits={limits} {...(help ? { help } : {})} /> : help;
}
