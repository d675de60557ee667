import { graphql } from '../gql';

/** A row of the team list; each change to a member answers the same, so the row updates in place. */
export const TeamMemberFragment = graphql(`
  fragment TeamMember_member on StaffMember {
    id
    email
    name
    role
    totpEnabled
    active
    recoveryCodesLeft
    invitation {
      sentAt
      expiresAt
    }
  }
`);

export const TeamRouteQuery = graphql(`
  query TeamRoute {
    staffMembers {
      ...TeamMember_member
    }
    staffSettings {
      totpRequired
    }
  }
`);
