import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetResourceLabel, useStore, useTranslate } from 'react-admin';
import type { AnyResourceDeclaration } from '../../framework/resource/ResourceDeclaration';
import { pathFor } from '../../framework/resource/pathFor';
import { useServices } from '../../framework/ServicesContext';
import { checkCsvFile } from '../../import/checkFile';
import { CsvEngine } from '../../import/csvEngine';
import { checkMapping, guessMapping } from '../../import/mapping';
import type { ImportPlan, Problem } from '../../import/types';
import { PageHeader } from '../../framework/layout/PageHeader';
import { MappingStep } from './MappingStep';
import { PENDING_IMPORTS_KEY, type PendingImport } from './pendingImports';
import { ReviewStep, type ReviewState } from './ReviewStep';
import { UploadStep, type UploadState } from './UploadStep';
import { uploadImport } from './uploadImport';
import { useTakenLookup } from './useTakenLookup';
import { useProblemText } from './useProblemText';
import { useErrorText } from './useErrorText';

const emptyUpload: UploadState = { file: null, reading: false, error: null, rows: null, problems: [] };
const emptyReview: ReviewState = {
  progress: null,
  summary: null,
  error: null,
  sending: false,
  sent: 0,
  job: null,
  lookup: null,
  lookupError: null,
};
/** Header problems that make mapping impossible: the file must be fixed first. */
const blocking = new Set<Problem['code']>(['tooManyColumns', 'delimiter']);
const noPending: PendingImport[] = [];
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The 3-step CSV import of one importable resource (SPEC §2, §4, §5). */
export function ImportWizard({ declaration, plan }: { declaration: AnyResourceDeclaration; plan: ImportPlan }) {
  const translate = useTranslate();
  const services = useServices();
  const resourceLabel = useGetResourceLabel()(declaration.name, 2);
  const fieldLabel = useCallback(
    (field: string) => translate(`resources.${declaration.name}.fields.${field}`, { _: field }),
    [translate, declaration.name],
  );
  const { message, located } = useProblemText(fieldLabel);
  const failureText = useErrorText();
  const engine = useRef<CsvEngine | null>(null);
  const [step, setStep] = useState(0);
  const [upload, setUpload] = useState<UploadState>(emptyUpload);
  const [skipFirstLine, setSkipFirstLine] = useState(true);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  const [mappingProblems, setMappingProblems] = useState<Problem[]>([]);
  const [review, setReview] = useState<ReviewState>(emptyReview);
  const [, setPending] = useStore<PendingImport[]>(PENDING_IMPORTS_KEY, noPending);
  const takenLookup = useTakenLookup(declaration.endpoints.list, setReview);

  const getEngine = () => (engine.current ??= new CsvEngine());
  useEffect(() => () => engine.current?.dispose(), []);

  const labels = useMemo(
    () => Object.fromEntries(plan.fields.map((field) => [field.name, [fieldLabel(field.name)]])),
    [plan, fieldLabel],
  );

  const chooseFile = (file: File) => {
    const problem = checkCsvFile(file);
    setReview(emptyReview);
    if (problem) {
      setUpload({
        ...emptyUpload,
        file,
        error:
          problem.code === 'fileType'
            ? translate('validation.fileType')
            : translate('validation.fileSize', { smart_count: problem.maxMb }),
      });
      return;
    }
    setUpload({ ...emptyUpload, file, reading: true });
    getEngine()
      .preview(file)
      .then(({ rows, problems }) => {
        setUpload({
          file,
          reading: false,
          rows,
          problems: problems.filter((p) => blocking.has(p.code)),
          error: rows.length === 0 ? translate('validation.csvEmpty') : null,
        });
        setMapping(guessMapping(plan, rows[0] ?? null, labels));
        setMappingProblems([]);
      })
      .catch((error: unknown) =>
        setUpload({ ...emptyUpload, file, error: translate('imports.upload.readError', { error: errorText(error) }) }),
      );
  };

  const validate = () => {
    const file = upload.file;
    if (!file) return;
    takenLookup.cancel();
    setReview(emptyReview);
    getEngine()
      .validate(file, { plan, mapping, skipFirstLine }, (progress) =>
        setReview((current) => ({ ...current, progress })),
      )
      .then((summary) => {
        setReview((current) => ({ ...current, summary }));
        takenLookup.start(summary);
      })
      .catch((error: unknown) =>
        setReview({ ...emptyReview, error: translate('imports.upload.readError', { error: errorText(error) }) }),
      );
  };

  const next = () => {
    if (step === 0) return setStep(1);
    const problems = checkMapping(plan, mapping);
    setMappingProblems(problems);
    if (problems.length > 0) return;
    setStep(2);
    validate();
  };

  const back = () => {
    engine.current?.cancel();
    takenLookup.cancel();
    setReview(emptyReview);
    setStep((current) => Math.max(0, current - 1));
  };

  const start = () => {
    const file = upload.file;
    if (!file || review.sending || review.lookup) return;
    setReview((current) => ({ ...current, sending: true, sent: 0, error: null }));
    uploadImport({
      services,
      engine: getEngine(),
      file,
      resource: declaration.name,
      options: { plan, mapping, skipFirstLine },
      header: skipFirstLine ? (upload.rows?.[0] ?? null) : null,
      onRows: (sent) => setReview((current) => ({ ...current, sent })),
    }).then(
      (job) => {
        setPending((current) => [...current.filter((item) => item.id !== job.id), { id: job.id, filename: file.name }]);
        setReview((current) => ({ ...current, sending: false, job }));
      },
      (error: unknown) =>
        setReview((current) => ({
          ...current,
          sending: false,
          error: translate('imports.review.uploadFailed', { error: failureText(error) }),
        })),
    );
  };

  const restart = () => {
    setUpload(emptyUpload);
    setReview(emptyReview);
    setMapping({});
    setMappingProblems([]);
    setStep(0);
  };

  const canNext =
    step === 0 ? !!upload.rows && upload.rows.length > 0 && !upload.error && upload.problems.length === 0 : step === 1;
  const stepKeys = ['upload', 'map', 'review'] as const;
  const title = translate('imports.wizard.title', { name: resourceLabel });

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={title}
        crumbs={[
          { label: resourceLabel, to: pathFor(declaration, 'list', {}) },
          { label: translate('imports.wizard.breadcrumb') },
        ]}
        actions={
          <Button component={Link} to="/imports" size="small">
            {translate('imports.wizard.statusLink')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Stepper activeStep={step} sx={{ mb: 3 }} aria-label={title}>
            {stepKeys.map((key, index) => (
              <Step key={key} completed={step > index}>
                <StepLabel>{translate(`imports.wizard.steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 0 && <UploadStep state={upload} onFile={chooseFile} located={located} />}
          {step === 1 && (
            <MappingStep
              plan={plan}
              firstRow={upload.rows?.[0] ?? []}
              mapping={mapping}
              skipFirstLine={skipFirstLine}
              problems={mappingProblems}
              fieldLabel={fieldLabel}
              message={message}
              onMapping={setMapping}
              onSkipFirstLine={setSkipFirstLine}
            />
          )}
          {step === 2 && (
            <ReviewStep
              state={review}
              fileSize={upload.file?.size ?? 0}
              fields={plan.fields.map((field) => field.name).filter((field) => mapping[field] !== undefined)}
              fieldLabel={fieldLabel}
              message={message}
              onStart={start}
              onRestart={restart}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            {step > 0 && !review.sending && !review.job && (
              <Button onClick={back}>{translate('imports.wizard.back')}</Button>
            )}
            {step < 2 && (
              <Button variant="contained" onClick={next} disabled={!canNext}>
                {translate('imports.wizard.next')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
