import { useQuery } from '@apollo/client/react';
import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { graphql } from '../../../gql';
import { CertificateExpiryNotice } from '../../../shared/certificates/CertificateExpiryNotice';
import { BuyAgain } from '../../../shared/product/BuyAgain';
import { LogOutIcon } from '../../../shared/components/icons';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useLogoutMutation } from '../../../shared/session/useLogoutMutation';
import { useSession } from '../../../shared/session/useSession';
import { accountMessages as messages } from '../messages';

const DashboardBuyAgainQuery = graphql(`
  query DashboardBuyAgainQuery {
    home {
      buyAgain {
        ...BuyAgain_item
      }
    }
  }
`);

/** `/my-account`: the greeting, the account's links, what the buyer orders most (Buy again) and log out. */
export function DashboardRoute() {
  const { viewer } = useSession();
  // Shown once it has arrived, and only when there is something to buy again.
  const { data } = useQuery(DashboardBuyAgainQuery, { fetchPolicy: 'cache-and-network' });
  const [logout, { loading }] = useLogoutMutation();

  return (
    <Stack gap="5">
      <title>{messages.title}</title>
      <Heading as="h2" size="lg">
        {messages.greeting(viewer?.name ?? '')}
      </Heading>
      <CertificateExpiryNotice />
      <Text>{messages.dashboardIntro}</Text>
      <Stack as="ul" listStyleType="disc" ps="5" gap="1">
        {[
          { to: accountPaths.orders, label: messages.orders },
          { to: accountPaths.addresses, label: messages.addresses },
          { to: accountPaths.accountDetails, label: messages.accountDetails },
        ].map((link) => (
          <li key={link.to}>
            <Link asChild color="brand.700">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      {data && <BuyAgain items={data.home.buyAgain} headingLevel="h3" />}
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="start"
        onClick={() => void logout()}
        loading={loading}
      >
        <LogOutIcon />
        {messages.logout}
      </Button>
    </Stack>
  );
}
