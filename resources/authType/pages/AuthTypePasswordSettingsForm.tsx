import { keepChanges } from '../../../src/framework/conflicts/keepChanges';
import { z } from 'zod/mini';
import { useMemo } from 'react';
import { Card, CardContent } from '@mui/material';
import { BooleanInput, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { defaultPasswordConfig, type AuthType } from '../../../src/api/contract/authType';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { formResolver } from '../../../src/framework/resource/formResolver';
import { ruleHelperText } from '../../../src/framework/fieldRules/FieldRuleHelp';
import { useAuthTypePatch } from './useAuthTypePatch';
import { UnsavedChangesGuard } from '../../../src/framework/routing/UnsavedChangesGuard';
import { ConflictResolver } from '../../../src/framework/conflicts/ConflictResolver';
import { FormConflictContext } from '../../../src/framework/conflicts/FormConflictContext';

/** The form's values of a type: its rules, the defaults for those it has not set. */
const rulesOf = (authType: Partial<AuthType>) => ({ ...defaultPasswordConfig, ...(authType.password_config ?? {}) });

const PasswordSettingsValues = z.object({
  min_length: z.number().check(z.int(), z.gt(0)),
  extra_characters: z.optional(z.nullable(z.string())),
  is_number_required: z.boolean(),
  is_upper_required: z.boolean(),
  is_lower_required: z.boolean(),
});

const flags = ['is_number_required', 'is_upper_required', 'is_lower_required'] as const;

/** The password rules form of a type (length, extra characters, required classes), saved undoably. */
export function AuthTypePasswordSettingsForm({ authType }: { authType: AuthType }) {
  const translate = useTranslate();
  const resolver = useMemo(() => formResolver(PasswordSettingsValues, authTypeEndpoints.passwordConfig.input), []);
  const record = useMemo(() => ({ id: authType.id, ...rulesOf(authType) }), [authType]);
  const { submit, conflict } = useAuthTypePatch(
    authType,
    authTypeEndpoints.passwordConfig,
    'adminPages.authType.passwordSettings.saved',
    {
      initial: record,
      labelKey: (field) => `adminPages.authType.passwordSettings.fields.${field}`,
    },
  );
  const label = (field: string) => translate(`adminPages.authType.passwordSettings.fields.${field}`);
  const fields = useMemo(
    () =>
      ['min_length', 'extra_characters', ...flags].map((source) => ({
        source,
        label: translate(`adminPages.authType.passwordSettings.fields.${source}`),
      })),
    [translate],
  );
  return (
    <Card>
      <CardContent>
        <FormConflictContext.Provider value={conflict}>
          <SimpleForm
            record={record}
            resetOptions={keepChanges}
            resolver={resolver}
            onSubmit={(values: Record<string, unknown>) =>
              submit({ ...values, extra_characters: values.extra_characters ?? '' })
            }
            noValidate
            mode="onSubmit"
            reValidateMode="onChange"
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
          >
            <ConflictResolver fields={fields} toForm={rulesOf} />
            <NumberInput
              source="min_length"
              label={label('min_length')}
              min={1}
              step={1}
              isRequired
              helperText={ruleHelperText(authTypeEndpoints.passwordConfig.input, 'min_length')}
            />
            <TextInput
              source="extra_characters"
              label={label('extra_characters')}
              helperText={ruleHelperText(
                authTypeEndpoints.passwordConfig.input,
                'extra_characters',
                label('extra_charactersHelp'),
              )}
              fullWidth
            />
            {flags.map((flag) => (
              <BooleanInput key={flag} source={flag} label={label(flag)} />
            ))}
            <UnsavedChangesGuard />
          </SimpleForm>
        </FormConflictContext.Provider>
      </CardContent>
    </Card>
  );
}
