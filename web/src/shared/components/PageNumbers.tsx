import { ButtonGroup, Center, IconButton, Pagination } from '@chakra-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PageNumbersLabels {
  /** The navigation landmark's name, e.g. 'Pages'. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
}

interface PageNumbersProps {
  /** Pages in all; nothing shows when there is one. */
  totalPages: number;
  page: number;
  labels: PageNumbersLabels;
  /**
   * Either links (`pageHref`: Back, reload and 'open in a new tab' work) or buttons (`onPageChange`, for pages
   * whose address the caller writes itself).
   */
  pageHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
}

/** Previous, numbered pages with ellipses, next: below a listing or the orders. */
export function PageNumbers({ totalPages, page, labels, pageHref, onPageChange }: PageNumbersProps) {
  if (totalPages <= 1) return null;
  const links = pageHref !== undefined;
  // Each button is a router link to the `href` the pagination gives it, or the button itself.
  const item = (children: ReactNode) => (links ? <PageLink>{children}</PageLink> : children);

  return (
    <Center>
      <Pagination.Root
        count={totalPages}
        pageSize={1}
        page={page}
        siblingCount={1}
        translations={{
          rootLabel: labels.pagination,
          prevTriggerLabel: labels.previousPage,
          nextTriggerLabel: labels.nextPage,
          itemLabel: (details) => labels.page(details.page),
        }}
        {...(links
          ? { type: 'link' as const, getPageUrl: (details: { page: number }) => pageHref(details.page) }
          : { onPageChange: (details: { page: number }) => onPageChange?.(details.page) })}
      >
        <ButtonGroup variant="ghost" size="sm" wrap="wrap" justifyContent="center">
          <Pagination.PrevTrigger asChild>
            <IconButton asChild={links}>{item(<ChevronLeftIcon />)}</IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(pageItem) => (
              <IconButton
                asChild={links}
                variant={{ base: 'ghost', _selected: 'solid' }}
                colorPalette="brand"
              >
                {item(pageItem.value)}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton asChild={links}>{item(<ChevronRightIcon />)}</IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Center>
  );
}

/**
 * The element under each page button in link mode: a router link to the `href` the pagination gives it, or, for
 * 'previous' on the first page and 'next' on the last (which get none), a greyed-out look-alike not announced.
 */
function PageLink({ href, ref, children, ...props }: ComponentPropsWithRef<'a'>) {
  if (href === undefined) {
    return (
      <span className={props.className} data-disabled="" aria-hidden>
        {children}
      </span>
    );
  }
  return (
    <RouterLink ref={ref} to={href} {...props}>
      {children}
    </RouterLink>
  );
}
