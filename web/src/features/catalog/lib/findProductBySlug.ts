import type { ApolloClient } from '@apollo/client';

import { graphql } from '../../../gql';
import { slugify } from '../../../shared/lib/slug';

const ProductSlugSearchQuery = graphql(`
  query ProductSlugSearchQuery($query: String!, $page: Int!) {
    searchProducts(query: $query, page: $page, perPage: 25) {
      items {
        id
        name
        slug
      }
      totalPages
    }
  }
`);

/** Pages read per search: the catalog is small, and an address that needs more is better answered "not found". */
const MAX_PAGES = 8;

/** Hyphen runs collapse so `a--b` (two spaces in the name) and `a-b` name the same product. */
function normalize(slug: string): string {
  return slugify(slug.replace(/-+/g, ' ')).replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The searches to try: the slug's words as one phrase, then its longest word alone (punctuation was dropped). */
function searchTerms(slug: string): string[] {
  const words = slug.split(/-+/).filter(Boolean);
  const phrase = words.join(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return [...new Set([phrase, longest].filter((term): term is string => Boolean(term)))];
}

/**
 * Finds the product a `/product/:title` address names. The API has no look-up by slug, so this searches for the
 * slug's words and picks the product whose slug matches. Null when no product matches.
 */
export async function findProductBySlug(client: ApolloClient, slug: string): Promise<string | null> {
  const wanted = normalize(slug);
  if (wanted === '') return null;
  for (const query of searchTerms(wanted)) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { data } = await client.query({ query: ProductSlugSearchQuery, variables: { query, page } });
      if (!data) return null;
      const match = data.searchProducts.items.find(
        (item) => normalize(item.slug) === wanted || normalize(slugify(item.name)) === wanted,
      );
      if (match) return match.id;
      if (page >= data.searchProducts.totalPages) break;
    }
  }
  return null;
}
