import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { type FlowPaths, familyOf, flowPaths } from './flow-paths.ts';

/** The flow the current page belongs to, and a navigate that keeps the language. */
export function useFlow(): {
  paths: FlowPaths;
  go: (path: string) => void;
  localize: (path: string) => string;
} {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return { paths: flowPaths(familyOf(pathname)), go: (path) => navigate(localize(path)), localize };
}

/** The list a page is about: the `:id` of the path, or `?list=` for the corporate steps. */
export function useListId(): string | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  return params.id ?? search.get('list') ?? undefined;
}
