import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Flex, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { PRODUCT_CSV, taxonomyMessages as rules } from '@storefront/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { StaffPage } from '../components/StaffPage';
import { StaffSection } from '../components/StaffSection';
import { graphql } from '../gql';
import type { ProductImportReportFieldsFragment } from '../gql/graphql';
import { staffPaths } from '../lib/paths';
import { mayChangeCatalog, useStaffMe } from '../session';
import { catalogMessages } from './messages';
import { taxonomyMessages as messages } from './taxonomyMessages';

export const ProductImportReportFragment = graphql(`
  fragment ProductImportReportFields on ProductImportReport {
    applied
    errorCount
    changeCount
    rows {
      row
      sku
      productId
      productName
      changes {
        field
        before
        after
      }
      errors {
        column
        message
      }
    }
  }
`);

const PreviewProductImportMutation = graphql(`
  mutation PreviewProductImport($file: Upload!) {
    previewProductImport(file: $file) {
      report {
        ...ProductImportReportFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ImportProductsMutation = graphql(`
  mutation ImportProducts($file: Upload!) {
    importProducts(file: $file) {
      report {
        ...ProductImportReportFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Report = ProductImportReportFieldsFragment;

const ACCEPT = '.csv,text/csv';

/**
 * /staff/catalog/import (sales, admins, warehouse): download every product as CSV; upload a CSV of price and stock
 * changes by SKU, check it (each row's changes or errors, with the row numbers the spreadsheet shows), then apply
 * it: all rows at once, or none when any is wrong. The warehouse's file changes stock only (the store refuses any
 * other change on its row), and the screen says so.
 */
export function ImportRoute() {
  const { me } = useStaffMe();
  const stockOnly = me !== null && !mayChangeCatalog(me.role, 'content');
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<Report | null>(null);
  const [preview, previewing] = useMutation(PreviewProductImportMutation);
  const [apply, applying] = useMutation(ImportProductsMutation, { refetchQueries: ['CatalogRoute'] });

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReport(null);
    if (!file) {
      setFileError(messages.chooseFile);
      fileInput.current?.focus();
      return;
    }
    if (file.size > PRODUCT_CSV.maxBytes) {
      setFileError(rules.csvSize);
      fileInput.current?.focus();
      return;
    }
    const outcome = await settleMutation(
      async () => (await preview({ variables: { file } })).data?.previewProductImport,
    );
    if (!outcome.ok) {
      setFileError(outcome.userErrors[0]?.message);
      if (outcome.userErrors.length > 0) fileInput.current?.focus();
      return;
    }
    setReport(outcome.payload.report ?? null);
  };

  const applyFile = async () => {
    if (!file) return;
    const outcome = await settleMutation(
      async () => (await apply({ variables: { file } })).data?.importProducts,
    );
    if (outcome.ok) {
      setReport(outcome.payload.report ?? null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    // A wrong row found on applying (the products changed since the check): its report says which, nothing changed.
    const refused = outcome.userErrors[0];
    if (refused) setFileError(refused.message);
  };

  const ready = report !== null && !report.applied && report.errorCount === 0 && report.changeCount > 0;

  return (
    <StaffPage
      title={messages.importTitle}
      subtitle={
        <Link asChild color="brand.700">
          <RouterLink to={staffPaths.catalog}>{catalogMessages.title}</RouterLink>
        </Link>
      }
    >
      <StaffSection title={messages.exportHeading}>
        <Stack gap="3" align="start">
          <Text>{messages.exportText}</Text>
          <Button asChild variant="outline">
            <a href="/staff/products.csv" download>
              {messages.exportLink}
            </a>
          </Button>
        </Stack>
      </StaffSection>
      <StaffSection title={stockOnly ? messages.stockImportHeading : messages.importHeading}>
        <Stack gap="4">
          <Text maxW="3xl">{stockOnly ? messages.stockImportText : messages.importText}</Text>
          <form onSubmit={(event) => void check(event)} noValidate>
            <Flex gap="3" align="end" wrap="wrap">
              <FormField label={messages.file} error={fileError} maxW="md" flex="1" minW="16rem">
                <Input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPT}
                  p="1"
                  bg="white"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(undefined);
                    setReport(null);
                  }}
                />
              </FormField>
              <Button type="submit" colorPalette="brand" loading={previewing.loading}>
                {messages.check}
              </Button>
            </Flex>
          </form>
          {report && <ImportReport report={report} />}
          {ready && (
            <Box>
              <Button colorPalette="brand" loading={applying.loading} onClick={() => void applyFile()}>
                {messages.apply}
              </Button>
            </Box>
          )}
        </Stack>
      </StaffSection>
    </StaffPage>
  );
}

const changeWords = (change: Report['rows'][number]['changes'][number]) =>
  `${messages.field[change.field] ?? change.field}: ${change.before ?? messages.none} → ${change.after ?? messages.none}`;

function ImportReport({ report }: { report: Report }) {
  const status = report.applied
    ? { type: 'success' as const, text: `${messages.applied(report.changeCount)} ${messages.appliedNote}` }
    : report.errorCount > 0
      ? { type: 'error' as const, text: messages.fixFirst }
      : report.changeCount === 0
        ? { type: 'info' as const, text: messages.nothingToApply }
        : null;
  return (
    <Stack gap="3">
      <Text aria-live="polite">
        {messages.summary(report.rows.length, report.changeCount, report.errorCount)}
      </Text>
      {status && (
        <Alert.Root status={status.type}>
          <Alert.Indicator />
          <Alert.Title>{status.text}</Alert.Title>
        </Alert.Root>
      )}
      <Box borderWidth="1px" rounded="md" bg="white" overflowX="auto">
        <Table.Root size="sm" aria-label={messages.report}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">{messages.row}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.sku}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.changes}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.errors}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.rows.map((row) => (
              <Table.Row key={row.row}>
                <Table.Cell as="th" scope="row" textAlign="end" fontWeight="normal">
                  {row.row}
                </Table.Cell>
                <Table.Cell>{row.sku}</Table.Cell>
                <Table.Cell>{row.productName ?? '—'}</Table.Cell>
                <Table.Cell>
                  {row.changes.length === 0 ? (
                    <Text color="fg.muted">{messages.noChange}</Text>
                  ) : (
                    <Box as="ul" listStyleType="none">
                      {row.changes.map((change) => (
                        <Box as="li" key={change.field}>
                          {changeWords(change)}
                        </Box>
                      ))}
                    </Box>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {row.errors.length === 0 ? (
                    <Badge colorPalette="green">{messages.ok}</Badge>
                  ) : (
                    <Box as="ul" listStyleType="none" color="fg.error">
                      {row.errors.map((error, index) => (
                        <Box as="li" key={index}>
                          {error.message}
                        </Box>
                      ))}
                    </Box>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
