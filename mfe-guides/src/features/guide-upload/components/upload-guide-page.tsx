import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@claims/ui';
import { useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { UploadGuideForm } from './upload-guide-form';

export const signedOutMessage = 'Please log in to create a guide';

const Page = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
`;

/** /upload-guide: the creation form for signed-in users, a sign-in prompt for everyone else. */
export function UploadGuidePage() {
  const session = useSession();
  return (
    <Page>
      <Container $narrow={false} style={{ maxWidth: '56rem' }}>
        <h1>Contribute a Guide</h1>
        <Intro>Share a repair you know well. Clear steps help the next person fix their appliance.</Intro>
        {session ? (
          <UploadGuideForm />
        ) : (
          <Notice role="alert">
            <p>{signedOutMessage}</p>
            <ButtonLink to={paths.auth.href()}>Sign In</ButtonLink>
          </Notice>
        )}
      </Container>
    </Page>
  );
}
