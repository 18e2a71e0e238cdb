import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  Container,
  ErrorPanel,
  Field,
  Select,
  Skeleton,
  TextInput,
  toast,
  usePreloadOnFirstUse,
} from '@claims/ui';
import {
  generatorCategories,
  generatorCategoryLabels,
  generatorCountMessage,
  generatorLimits,
} from '@claims/contracts';
import { hasRole, isOutcomeUnknown, useSession } from '@claims/web-kit';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useGenerateGuides } from '../../features/sample-generator/api/generate-guides';
import { useGuideStats } from '../../features/sample-generator/api/get-guide-stats';
import { GenerationProgress } from '../../features/sample-generator/components/generation-progress';
import { useSentRun } from '../../features/sample-generator/hooks/use-sent-run';
import {
  generatorFormDefaults,
  generatorValidation,
  type GeneratorFormInput,
  type GeneratorFormOutput,
} from '../../features/sample-generator/components/generator-form-values';

export const invalidCountTitle = 'Invalid count';
export const generationFailedTitle = 'Generation failed';
export const generationSuccessTitle = 'Success!';
const generatorToastId = 'guide-generator';

const Page = styled.div`
  /* The footer starts below the first screen, so what the page shows once it knows the visitor never moves it. */
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.brand};
`;

const SuccessBox = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.badgeTones.success.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.badgeTones.success.bg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
  }
`;

const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

type Outcome = { kind: 'success'; message: string } | { kind: 'failure'; message: string } | null;

/** How often the count is read again after the page was left during a run, which may still be adding guides. */
const leftRunRefreshMs = 3000;

function LibraryTotal() {
  const { leftWhileRunning } = useSentRun();
  const stats = useGuideStats(leftWhileRunning ? leftRunRefreshMs : undefined);
  return (
    <Card as="section" aria-labelledby="library-total-title">
      <h2 id="library-total-title" style={{ fontSize: '1rem' }}>
        Guides in the library
      </h2>
      {stats.isPending ? (
        <Skeleton width="6rem" height="2.5rem" />
      ) : stats.isError ? (
        <p>Could not load the count.</p>
      ) : (
        <Total aria-live="polite" data-testid="library-total">
          {formatNumber(stats.data.total)}
        </Total>
      )}
      <p style={{ marginTop: '0.75rem', marginBottom: 0 }}>
        <ButtonLink to={paths.library.href()} variant="ghost" size="sm">
          View the library
        </ButtonLink>
      </p>
    </Card>
  );
}

function GeneratorForm() {
  const generate = useGenerateGuides();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [runningCount, setRunningCount] = useState(0);
  const { leftWhileRunning, keyFor, answered } = useSentRun();
  const [showLeftRun, setShowLeftRun] = useState(leftWhileRunning !== undefined);
  const { register, handleSubmit, formState } = useForm<GeneratorFormInput, unknown, GeneratorFormOutput>({
    resolver: generatorValidation.resolver,
    // The run this page was left during, asked for again as it was: Generate Guides then finishes it, once.
    defaultValues: leftWhileRunning
      ? { count: String(leftWhileRunning.count), category: leftWhileRunning.category }
      : generatorFormDefaults,
  });
  usePreloadOnFirstUse(generatorValidation.preload);

  // One notice for the generator at a time: another try replaces the last one's instead of stacking on it.
  const onSubmit = handleSubmit(
    async ({ count, category }) => {
      setOutcome(null);
      setShowLeftRun(false);
      setRunningCount(count);
      const idempotencyKey = keyFor({ count, category });
      try {
        const result = await generate.mutateAsync({ body: { count, category }, idempotencyKey });
        answered();
        setOutcome({ kind: 'success', message: result.message });
        toast.success(generationSuccessTitle, { id: generatorToastId, description: result.message });
      } catch (error) {
        // Refused: nothing was made. No answer, or still running: the run may stand, and keeps its key.
        if (!isOutcomeUnknown(error)) answered();
        const message = error instanceof Error ? error.message : 'Something went wrong';
        setOutcome({ kind: 'failure', message });
        toast.error(generationFailedTitle, { id: generatorToastId, description: message });
      }
    },
    (errors) => {
      if (errors.count)
        toast.error(invalidCountTitle, {
          id: generatorToastId,
          description: errors.count.message ?? generatorCountMessage,
        });
    },
  );

  return (
    <Card as="section" aria-labelledby="generator-title">
      <h2 id="generator-title" style={{ fontSize: '1.25rem' }}>
        Generate sample guides
      </h2>
      <Form noValidate onSubmit={onSubmit}>
        <Row>
          <Field
            label="Number of guides"
            required
            hint={`1 to ${formatNumber(generatorLimits.countMax)}; each guide gets ${generatorLimits.stepsMin} to ${generatorLimits.stepsMax} steps.`}
            error={
              formState.errors.count
                ? `${invalidCountTitle}. ${formState.errors.count.message ?? generatorCountMessage}`
                : undefined
            }
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min={generatorLimits.countMin}
              max={generatorLimits.countMax}
              step={1}
              {...register('count')}
            />
          </Field>
          <Field label="Category">
            <Select {...register('category')}>
              {generatorCategories.map((category) => (
                <option key={category} value={category}>
                  {generatorCategoryLabels[category]}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <div>
          <Button type="submit" size="lg" loading={generate.isPending} loadingText="Generating...">
            Generate Guides
          </Button>
        </div>
        {showLeftRun && leftWhileRunning && !generate.isPending && (
          <LeftRunNotice role="status">
            This page was left while {formatNumber(leftWhileRunning.count)} sample{' '}
            {leftWhileRunning.count === 1 ? 'guide' : 'guides'} (
            {generatorCategoryLabels[leftWhileRunning.category]})
            {leftWhileRunning.count === 1 ? ' was' : ' were'} being generated, so they may already be in the
            library. Pressing Generate Guides with the same number and category is safe: it adds them once,
            never twice.
          </LeftRunNotice>
        )}
        {generate.isPending && <GenerationProgress count={runningCount} />}
        {outcome?.kind === 'success' && (
          <SuccessBox role="status">
            <h2>{generationSuccessTitle}</h2>
            <p>{outcome.message}</p>
          </SuccessBox>
        )}
        {outcome?.kind === 'failure' && (
          <ErrorPanel title={generationFailedTitle} message={outcome.message} />
        )}
      </Form>
    </Card>
  );
}

/** Said of a run this page was left during (a reload while it ran). */
const LeftRunNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const AdminLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  /* A link's label wraps on a phone rather than run past the screen's edge. */
  a {
    max-width: 100%;
    height: auto;
    white-space: normal;
    text-align: center;
  }
`;

/** Laid out like the signed-out notice (same text, hidden) while the page does not yet know who is visiting. */
const NoticePlaceholder = styled(Notice)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > * {
    visibility: hidden;
  }
`;

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Container>
        <h1>Sample Guide Generator</h1>
        <Intro>
          Fill the repair-guide library with realistic sample guides: brands, model numbers, symptoms, tools,
          parts and steps.
        </Intro>
        {children}
      </Container>
    </Page>
  );
}

function SignInNotice({ placeholder = false }: { placeholder?: boolean }) {
  const Box = placeholder ? NoticePlaceholder : Notice;
  return (
    <Box role={placeholder ? undefined : 'alert'} aria-hidden={placeholder || undefined}>
      <h2>Authentication Required</h2>
      <p>Please sign in with an admin account to use the generator.</p>
      <ButtonLink to={paths.auth.href(paths.admin.href())} tabIndex={placeholder ? -1 : undefined}>
        Sign In
      </ButtonLink>
    </Box>
  );
}

/**
 * The first screen of /admin, prerendered at build time (`scripts/prerender-pages.tsx`): the heading, the intro and
 * a placeholder shaped like the signed-out notice, so that notice takes its place without moving anything.
 */
export function SampleGeneratorSkeleton() {
  return (
    <PageFrame>
      <SignInNotice placeholder />
    </PageFrame>
  );
}

/** /admin: the sample-guide generator; the service refuses anyone but an admin, and so does the page. */
export function SampleGeneratorPage() {
  const session = useSession();
  const isAdmin = hasRole(session, 'admin');
  return (
    <PageFrame>
      {!session ? (
        <SignInNotice />
      ) : !isAdmin ? (
        <Notice role="alert">
          <h2>Access Denied</h2>
          <p>Only admins can generate sample guides. Ask an admin to grant your account the admin role.</p>
          <ButtonLink to={paths.library.href()} variant="outline">
            Browse the guides
          </ButtonLink>
        </Notice>
      ) : (
        <>
          <AdminLinks aria-label="Admin pages">
            <ButtonLink to={paths.adminLeads.href()} variant="outline" size="sm">
              Leads: demo requests, applications and surveys
            </ButtonLink>
            <ButtonLink to={paths.adminBookings.href()} variant="outline" size="sm">
              Bookings: pickups, visits and capacity
            </ButtonLink>
            <ButtonLink to={paths.adminUsers.href()} variant="outline" size="sm">
              Users: roles, and emails about cases
            </ButtonLink>
          </AdminLinks>
          <Layout>
            <GeneratorForm />
            <LibraryTotal />
          </Layout>
        </>
      )}
    </PageFrame>
  );
}
