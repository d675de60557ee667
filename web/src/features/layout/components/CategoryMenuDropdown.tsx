import { Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import type { CategoryMenu_CategoryFragment } from '../../../gql/graphql';
import { ChevronRightIcon } from '../../../shared/components/icons';
import { categoryPath } from '../../../shared/lib/paths';
import { categoryMenuMessages as messages } from '../messages';
import { AllCategoriesButton } from './AllCategoriesButton';

interface CategoryMenuDropdownProps {
  categories: readonly CategoryMenu_CategoryFragment[];
  loading: boolean;
}

/** The 'ALL CATEGORIES' menu itself: top-level categories, with their subcategories as sub-menus. */
export default function CategoryMenuDropdown({ categories, loading }: CategoryMenuDropdownProps) {
  return (
    // The list, with a menu machine for each category's sub-menu, is built the first time the menu opens, not
    // while the page starts (`lazyMount`).
    <Menu.Root navigate={clickMenuLink} lazyMount>
      {/* While loading, or after a failed load (logged by the layout), the button stays, disabled. */}
      <Menu.Trigger asChild disabled={loading || categories.length === 0} aria-busy={loading}>
        <AllCategoriesButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60" maxW="calc(100vw - 16px)">
            {categories.map((category) =>
              category.children.length === 0 ? (
                <CategoryLinkItem key={category.id} to={categoryPath(category.slug)} label={category.name} />
              ) : (
                <Menu.Root key={category.id} navigate={clickMenuLink} positioning={subMenuPositioning}>
                  <Menu.TriggerItem justifyContent="space-between">
                    {category.name}
                    <ChevronRightIcon boxSize="4" />
                  </Menu.TriggerItem>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content minW="56" maxW="calc(100vw - 16px)">
                        <CategoryLinkItem
                          to={categoryPath(category.slug)}
                          label={messages.allInCategory(category.name)}
                        />
                        <Menu.Separator />
                        {category.children.map((child) => (
                          <CategoryLinkItem
                            key={child.id}
                            to={categoryPath(category.slug, child.slug)}
                            label={child.name}
                          />
                        ))}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Beside its category where there is room (desktop, tablet); on a phone, where neither side has room, below it,
 * slid sideways to stay 8 px inside the screen.
 */
const subMenuPositioning: Menu.RootProps['positioning'] = {
  placement: 'right-start',
  flip: ['left-start', 'bottom-start'],
  slide: true,
  overflowPadding: 8,
  gutter: 2,
};

function CategoryLinkItem({ to, label }: { to: string; label: string }) {
  return (
    <Menu.Item value={to} asChild>
      <RouterLink to={to}>{label}</RouterLink>
    </Menu.Item>
  );
}

/**
 * By default a menu chooses a link item from the keyboard with a non-bubbling synthetic click that React never
 * sees, so the browser follows the link with a full page load. A real click goes through the router link
 * (client-side navigation) and the menu's item handler (which closes the menu), exactly like a pointer click.
 */
function clickMenuLink({ node }: { node: HTMLAnchorElement }) {
  node.click();
}
