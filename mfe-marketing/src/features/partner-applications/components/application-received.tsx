import { ButtonLink } from '@claims/ui';
import {
  applicationSubmittedTexts,
  applicationSubmittedTitle,
  type ApplicationType,
} from '@claims/contracts';
import { paths } from '../../../config/paths';
import { ReceivedPanel, WrappingButton } from '../../../components/received-panel';
import { RepeatNote } from '../../../components/repeat-note';

/**
 * What stays on screen after an application was stored (instead of an empty form that invites sending it
 * again): the spec's notice, the email it went to, and the way back or to a new application.
 */
export function ApplicationReceived({
  type,
  email,
  repeatOf,
  onNewApplication,
  onLeave,
}: {
  type: ApplicationType;
  email: string;
  /** When the service already had this application: when it arrived. */
  repeatOf?: string;
  onNewApplication: () => void;
  /** The visitor goes home through the confirmation: it has been read. */
  onLeave?: () => void;
}) {
  return (
    <ReceivedPanel
      title={applicationSubmittedTitle}
      headingLevel={2}
      headingId="application-received-title"
      actions={
        <>
          <ButtonLink to={paths.home} variant="outline" size="lg" onClick={onLeave}>
            Back to Home
          </ButtonLink>
          <WrappingButton size="lg" variant="secondary" onClick={onNewApplication}>
            Submit another application
          </WrappingButton>
        </>
      }
    >
      <p>{applicationSubmittedTexts[type]}</p>
      <p>
        We will reply to <strong>{email}</strong>.
      </p>
      {repeatOf && <RepeatNote receivedAt={repeatOf} />}
    </ReceivedPanel>
  );
}
