import { isFinalCaseStatus } from '@claims/contracts/src/case-status';
import { dealerMessages } from '@claims/contracts/src/dealer-rules';
import { Button, Container, ErrorPanel, Skeleton, Tab, TabList, TabPanel, Tabs, toast } from '@claims/ui';
import { useLiveCaseQueries, useSession } from '@claims/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { dealerCaseParam, dealerTabParam, paths } from '../../config/paths';
import { signInPath } from '../../lib/sign-in-path';
import { trialKeys } from '../../lib/query-keys';
import { useCases } from '../../lib/cases/get-cases';
import { getCaseQueryOptions } from '../../lib/cases/get-case';
import { useDealerParts } from '../../lib/dealer';
import { useDealerCart } from '../../features/dealer-portal/hooks/use-dealer-cart';
import { CartPanel } from '../../features/dealer-portal/components/cart-panel';
import { DealerLogin } from '../../features/dealer-portal/components/dealer-login';
import { PartsCatalog } from '../../features/dealer-portal/components/parts-catalog';

const Page = styled(Container)`
  /* The footer starts below the first screen, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function PortalHeader() {
  return (
    <Header>
      <div>
        <h1>Dealer Portal</h1>
        <p>Order parts for your cases from the demo dealer. Stock is live.</p>
      </div>
    </Header>
  );
}

/**
 * The portal's first screen before the session is read: the heading and its line where the live page puts them and a
 * placeholder for the dealer login. The build prerenders it (`scripts/prerender-pages.tsx`) for the edge's first
 * response; it is as tall as the screen, so the footer never moves when the live page replaces it.
 */
export function DealerPortalSkeleton() {
  return (
    <Page aria-busy="true">
      <PortalHeader />
      <Skeleton height="22rem" radius="12px" />
    </Page>
  );
}

/** The login or the catalog, as laid out without it: it only holds where the focus goes when one replaces the other. */
const PortalBody = styled.div`
  display: contents;
`;

function Portal({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const caseIdFromAddress = searchParams.get(dealerCaseParam) ?? '';
  // The tab open is in the address (`tab=cart`), so a reload or Back/Forward keeps it.
  const tab = searchParams.get(dealerTabParam) === 'cart' ? 'cart' : 'catalog';
  const openTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'cart') params.set(dealerTabParam, 'cart');
        else params.delete(dealerTabParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const cart = useDealerCart(userId);
  // Logging in or out replaces the control pressed: the focus moves to what replaced it (the catalog's tab, the
  // login's first field), not to the top of the page. Not on opening the page.
  const body = useRef<HTMLDivElement>(null);
  const focusAfterSwitch = useRef(false);
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    body.current
      ?.querySelector<HTMLElement>(cart.loggedIn ? '[role="tab"][aria-selected="true"]' : 'input')
      ?.focus();
  }, [cart.loggedIn]);
  const switchDealerSession = (change: () => void) => {
    focusAfterSwitch.current = true;
    change();
  };
  const parts = useDealerParts(cart.loggedIn);
  const openCases = useCases({ open: true });
  const caseChoices = openCases.data?.pages.flatMap((page) => page.items) ?? [];
  // The chooser offers every open case, not only the newest page: the older ones are often those with work under way.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = openCases;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  // The case named in the address, read once: one this user cannot see (or no case at all) is said so at once, and
  // the cart offers the user's own open cases instead of failing at Place Order.
  const addressCase = useQuery({
    ...getCaseQueryOptions(caseIdFromAddress),
    enabled: caseIdFromAddress !== '',
  });
  const addressCaseClosed = addressCase.data !== undefined && isFinalCaseStatus(addressCase.data.status);
  const addressCaseUnusable = caseIdFromAddress !== '' && (addressCase.isError || addressCaseClosed);
  const fixedCase = caseIdFromAddress !== '' && !addressCaseUnusable;
  // The case chosen for the cart, kept with it: offered again while it is one of the user's open cases.
  const chosenCase = caseChoices.some((choice) => choice.id === cart.forCase) ? cart.forCase : '';
  const caseId = fixedCase ? caseIdFromAddress : chosenCase;
  // Live: an order placed (the stock it took), a case assigned, completed or taken away, are read again as they
  // happen. The connection also notices a change to the user's roles (the gateway closes its socket and the session
  // is renewed), so a technician whose role was removed is sent away at once, not at their next press.
  useLiveCaseQueries([
    trialKeys.dealerParts(),
    trialKeys.caseLists(),
    ...(caseIdFromAddress ? [trialKeys.caseDetail(caseIdFromAddress)] : []),
  ]);

  if (!cart.loggedIn)
    return (
      <PortalBody ref={body}>
        <DealerLogin onLoggedIn={() => switchDealerSession(cart.logIn)} />
      </PortalBody>
    );

  const items = parts.data?.items ?? [];
  const inCart = (partId: string) => cart.lines.find((line) => line.partId === partId)?.quantity ?? 0;
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <PortalBody ref={body}>
      <div>
        <Button variant="outline" size="sm" onClick={() => switchDealerSession(cart.logOut)}>
          Log Out of Dealer
        </Button>
      </div>
      <Tabs value={tab} onValueChange={openTab}>
        <TabList aria-label="Dealer portal">
          <Tab value="catalog">Parts Catalog</Tab>
          <Tab value="cart">Cart ({count})</Tab>
        </TabList>
        <TabPanel value="catalog">
          {parts.isPending ? (
            <Skeleton height="20rem" />
          ) : parts.isError ? (
            <ErrorPanel
              title="Failed to load parts"
              message={parts.error.message}
              onRetry={() => void parts.refetch()}
            />
          ) : (
            <PartsCatalog parts={items} inCart={inCart} onAdd={(part) => cart.add(part.id, part.stock)} />
          )}
        </TabPanel>
        <TabPanel value="cart">
          <CartPanel
            cart={cart}
            parts={items}
            caseId={caseId}
            onCaseChange={cart.chooseCase}
            caseChoices={caseChoices}
            fixedCase={fixedCase}
            fixedCaseNumber={addressCase.data?.caseNumber}
            caseNotice={
              addressCaseClosed
                ? `Case ${addressCase.data.caseNumber} is ${addressCase.data.status}: parts are ordered for open cases only. Choose a case below.`
                : addressCaseUnusable
                  ? 'The case in the address was not found, or is not one you can order for. Choose a case below.'
                  : undefined
            }
            onOrdered={(orderedFor) => navigate(paths.caseHref(orderedFor))}
          />
        </TabPanel>
      </Tabs>
    </PortalBody>
  );
}

/**
 * /dealer-portal (tech or admin): signed out → 'Authentication Required' and /auth (back here after sign-in);
 * other roles → 'Access Denied' and /trial-dashboard; then the demo dealer login, catalog and cart.
 */
export function DealerPortalPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = session ? session.roles.includes('tech') || session.roles.includes('admin') : false;

  useEffect(() => {
    if (!session) {
      // /auth says 'Authentication Required' (as it does when the edge sends a signed-out browser there).
      navigate(signInPath(`${location.pathname}${location.search}`, 'dealer-portal'), { replace: true });
    } else if (!allowed) {
      toast.error(dealerMessages.accessDenied, { description: dealerMessages.accessDeniedDescription });
      navigate(paths.dashboard, { replace: true });
    }
    // Decided once per visit: the session store announces sign-outs, which re-run this.
  }, [session, allowed, navigate, location.pathname, location.search]);

  // Leaving (to /auth or the dashboard) happens after this render: the portal's first screen stays meanwhile, so
  // the footer does not rise into view and drop again.
  if (!session || !allowed) return <DealerPortalSkeleton />;
  return (
    <Page>
      <PortalHeader />
      <Portal userId={session.user.id} />
    </Page>
  );
}
