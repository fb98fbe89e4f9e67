import { formatFrenchDate } from '@pointeo/domain/dates';
import {
  SILAE_MESSAGES as M,
  PAYROLL_KIND_LABELS,
  SILAE_VALUE_STATUS_LABELS,
  type SilaeCheck,
  type SilaePush,
} from '@pointeo/domain/payroll-connectors';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const period = (from: string, to: string) =>
  from === to ? formatFrenchDate(from) : `${formatFrenchDate(from)} – ${formatFrenchDate(to)}`;
const frenchNumber = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** A table's column headers; a number's column is aligned right, as its cells. */
function ColumnHeaders({ columns }: { columns: readonly { label: string; numeric?: boolean }[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map(({ label, numeric }) => (
          <th key={label} scope="col" className={`px-3 py-2 ${numeric ? 'text-right' : ''}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** 'Vérifier': each value of the month with the Silae variable its code lands on, or none. */
export function SilaeCheckTable({ check }: { check: SilaeCheck }) {
  return (
    <ScrollRegion label={M.checkTitle}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{M.checkTitle}</caption>
        <ColumnHeaders
          columns={[
            { label: M.employee },
            { label: M.kind },
            { label: M.code },
            { label: M.silaeVariable },
            { label: M.value, numeric: true },
            { label: M.period },
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {check.lines.map((line) => (
            <tr key={`${line.employeeId}-${line.kind}-${line.code}-${line.label}-${line.from}-${line.to}`}>
              <th scope="row" className="px-3 py-2 font-normal text-slate-900">
                {line.lastName} {line.firstName}
              </th>
              <td className="px-3 py-2">{PAYROLL_KIND_LABELS[line.kind]}</td>
              <td className="px-3 py-2">{line.code}</td>
              <td className={`px-3 py-2 ${line.silaeName ? '' : 'font-semibold text-red-700'}`}>
                {line.silaeName ? line.silaeLabel : M.missing}
              </td>
              <td className="px-3 py-2 text-right">{frenchNumber(line.value)}</td>
              <td className="px-3 py-2">{period(line.from, line.to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A push's values: what goes (a dry run) or what went, with Silae's answer. */
export function SilaePushTable({ push, title }: { push: SilaePush; title: string }) {
  return (
    <ScrollRegion label={title}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <ColumnHeaders
          columns={[
            { label: M.employee },
            { label: M.kind },
            { label: M.code },
            { label: M.value, numeric: true },
            { label: M.period },
            { label: M.status },
            { label: M.answer },
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {push.values.map((value) => (
            <tr
              key={`${value.employeeId}-${value.kind}-${value.code}-${value.label}-${value.from}-${value.to}`}
            >
              <th scope="row" className="px-3 py-2 font-normal text-slate-900">
                {value.lastName} {value.firstName} ({value.payrollNumber})
              </th>
              <td className="px-3 py-2">{PAYROLL_KIND_LABELS[value.kind]}</td>
              <td className="px-3 py-2">{value.code}</td>
              <td className="px-3 py-2 text-right">{frenchNumber(value.value)}</td>
              <td className="px-3 py-2">{period(value.from, value.to)}</td>
              <td className={`px-3 py-2 ${value.status === 'failed' ? 'font-semibold text-red-700' : ''}`}>
                {SILAE_VALUE_STATUS_LABELS[value.status]}
              </td>
              <td className="px-3 py-2">{value.answer}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
