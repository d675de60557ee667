import {
  Body,
  Button,
  Container,
  Head,
  Heading as EmailHeading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { StoreIdentity } from '../messages.js';

/** The web shop's brand palette (web/src/app/theme.ts): tobacco-leaf browns on a warm white. */
const BRAND = {
  solid: '#9c5d29',
  fg: '#7d4823',
  muted: '#f3e6d3',
  subtle: '#fbf6ef',
  ink: '#2a170f',
} as const;

const font = 'Helvetica, Arial, sans-serif';
const styles = {
  body: { backgroundColor: BRAND.subtle, fontFamily: font, color: BRAND.ink, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', border: `1px solid ${BRAND.muted}` },
  header: { backgroundColor: BRAND.solid, padding: '16px 24px' },
  brand: { color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px' },
  paragraph: { fontSize: '15px', lineHeight: '22px', margin: '12px 0' },
  heading: { color: BRAND.fg, fontSize: '17px', fontWeight: 700, margin: '20px 0 8px' },
  button: {
    backgroundColor: BRAND.solid,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    fontWeight: 700,
  },
  link: { color: BRAND.fg, wordBreak: 'break-all' },
  rule: { borderColor: BRAND.muted, margin: '16px 0 0' },
  footer: { padding: '8px 24px 16px' },
  footerText: { color: BRAND.fg, fontSize: '13px', lineHeight: '19px', margin: 0 },
  table: { borderCollapse: 'collapse', width: '100%', fontSize: '14px', margin: '8px 0' },
  cell: {
    padding: '6px 8px',
    borderBottom: `1px solid ${BRAND.muted}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  headCell: { backgroundColor: BRAND.muted, color: BRAND.ink },
} satisfies Record<string, CSSProperties>;

/** Every e-mail's frame: the store's name in the brand colour above, its address, phone and e-mail below. */
export function Layout({
  store,
  preview,
  children,
}: {
  store: StoreIdentity;
  /** The line inboxes show beside the subject. */
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{store.storeName}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {store.storeName}
              <br />
              {store.storeAddress ? (
                <>
                  {store.storeAddress}
                  <br />
                </>
              ) : null}
              {store.storePhone ? (
                <>
                  Phone: {store.storePhone}
                  <br />
                </>
              ) : null}
              E-mail: {store.storeEmail}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <EmailHeading as="h2" style={styles.heading}>
      {children}
    </EmailHeading>
  );
}

/** A button for the HTML part and the bare address below it, which is all the text part shows. */
export function ActionLink({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '16px 0 8px' }} data-skip-in-text="true">
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.paragraph}>
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/**
 * A table that the text part lays out as aligned columns too (React Email's "dataTable" text format). Cells are
 * text: React escapes whatever a buyer typed.
 */
export function DataTable({
  head,
  rows,
  numeric = [],
}: {
  head?: string[];
  rows: (string | number)[][];
  /** Columns (by index) of amounts and counts, aligned right so that their digits line up. */
  numeric?: number[];
}) {
  const align = (column: number): CSSProperties => ({
    textAlign: numeric.includes(column) ? 'right' : 'left',
  });
  return (
    <table style={styles.table} data-text-format="dataTable" role="presentation">
      {head ? (
        <thead>
          <tr>
            {head.map((title, c) => (
              <th key={title} style={{ ...styles.cell, ...styles.headCell, ...align(c) }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((value, c) => (
              <td key={c} style={{ ...styles.cell, ...align(c) }}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Label-and-value lines ("E-mail: ...") as a two-column table. */
export function Details({ items }: { items: [label: string, value: string | number][] }) {
  return <DataTable rows={items.map(([label, value]) => [`${label}:`, value])} />;
}

/** Lines kept apart (an address, a message as typed); absent parts (null) are left out. */
export function Lines({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => line !== null && line !== undefined);
  return (
    <Text style={styles.paragraph}>
      {shown.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}
