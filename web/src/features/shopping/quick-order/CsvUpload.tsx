import { Alert, Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, useState } from 'react';

import { FormField } from '../../../shared/components/FormField';
import { checkCsvFile, type CodeRow, readQuickOrderCsv } from './csv';
import { quickOrderMessages as messages } from './messages';

/** The file's text, as UTF-8 (FileReader: every browser, and the tests' jsdom, has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

interface CsvState {
  reading: boolean;
  error?: string;
  loaded?: number;
  problems: string[];
}

/**
 * The CSV upload: the file is read in the browser (papaparse), its good rows join the list and every row left
 * out is listed with its reason. `room` is how many more rows the list takes.
 */
export function CsvUpload({ room, onRows }: { room: number; onRows: (rows: CodeRow[]) => void }) {
  const [state, setState] = useState<CsvState>({ reading: false, problems: [] });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = checkCsvFile(file);
    if (refused) {
      setState({ reading: false, error: refused, problems: [] });
      input.value = '';
      return;
    }
    setState({ reading: true, problems: [] });
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setState({ reading: false, error: messages.csvUnreadable, problems: [] });
      return;
    } finally {
      input.value = '';
    }
    const reading = readQuickOrderCsv(text);
    if (!reading.ok) {
      setState({ reading: false, error: reading.error, problems: [] });
      return;
    }
    if (reading.rows.length > room) {
      setState({ reading: false, error: messages.tooManyRows, problems: [] });
      return;
    }
    if (reading.rows.length === 0 && reading.problems.length === 0) {
      setState({ reading: false, error: messages.csvEmpty, problems: [] });
      return;
    }
    onRows(reading.rows);
    setState({ reading: false, loaded: reading.rows.length, problems: reading.problems });
  };

  return (
    <Stack gap="3" maxW="2xl">
      <FormField label={messages.csvLabel} helperText={messages.csvHelp} error={state.error}>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1.5"
          disabled={state.reading}
          onChange={(event) => void choose(event)}
        />
      </FormField>
      <Box aria-live="polite">
        {state.reading && <Text>{messages.csvReading}</Text>}
        {state.loaded !== undefined && <Text>{messages.csvLoaded(state.loaded)}</Text>}
      </Box>
      {state.problems.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.csvProblemsHeading}</Alert.Title>
            <Alert.Description>
              <chakra.ul ps="5" listStyleType="disc">
                {state.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </chakra.ul>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
