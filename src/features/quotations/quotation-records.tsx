import { Link } from 'react-router';
import type { PackingRow, QuotationDetail } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { textLink } from '../../components/ui/styles';
import { formatDateTime, formatDecimal, formatMoney, formatNumber } from '../../lib/intl';
import { FactList, Section, useSectionHeadings } from './detail-parts';

/** The packing list: a row per goods item, and its totals. Weights in kg, sizes in cm, CBM. */
export function PackingListSection({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const { Subheading } = useSectionHeadings();
  const { rows, totals } = quotation.packing_list;
  const whole = (value: number) => formatNumber(value, lang);
  const kg = (value: number) => formatDecimal(value, lang, 3);
  const cm = (value: number) => formatDecimal(value, lang, 1);
  const cbm = (value: number) => formatDecimal(value, lang, 4);
  const number = (key: keyof PackingRow, header: string, format: (value: number) => string) => ({
    key,
    header,
    align: 'end' as const,
    cell: (row: PackingRow) => format(row[key] as number),
  });
  const columns: Column<PackingRow>[] = [
    { key: 'item', header: say.packingColumn.item(), cell: (row) => row.item, ltr: true },
    { key: 'goods', header: say.packingColumn.goods(), cell: (row) => row.goods_description },
    number('total_quantity', say.packingColumn.totalQuantity(), whole),
    number('quantity_per_package', say.packingColumn.perPackage(), whole),
    number('packages', say.packingColumn.packages(), whole),
    number('gross_weight', say.packingColumn.gross(), kg),
    number('net_weight', say.packingColumn.net(), kg),
    number('length', say.packingColumn.lengthCm(), cm),
    number('width', say.packingColumn.widthCm(), cm),
    number('height', say.packingColumn.heightCm(), cm),
    number('volume', say.packingColumn.volume(), cbm),
  ];
  return (
    <Section id="packing-list" title={say.packing()}>
      <DataTable
        caption={say.packingCaption({ code: quotation.code })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.item}
        empty={LL.lists.noData()}
        minWidth="52rem"
        cardsWhenNarrow
      />
      <Subheading className="mt-4 mb-2 font-semibold text-gray-900">
        {say.packingTotals()}
      </Subheading>
      <FactList
        facts={[
          [say.packingColumn.totalQuantity(), whole(totals.total_quantity)],
          [say.packingColumn.packages(), whole(totals.packages)],
          [say.packingColumn.gross(), kg(totals.gross_weight)],
          [say.packingColumn.net(), kg(totals.net_weight)],
          [say.packingColumn.volume(), cbm(totals.volume)],
        ]}
      />
    </Section>
  );
}

/** The project the quotation belongs to, or that it has none yet. */
export function ProjectSection({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const say = LL.quotations;
  const { project } = quotation;
  return (
    <Section id="quotation-project" title={say.projectSection()}>
      {project ? (
        <>
          <FactList
            facts={[
              [say.projectName(), project.project_name],
              [say.endUser(), project.end_company_name],
              [say.projectState(), project.status_text],
            ]}
          />
          <Link to={`/personal/project/detail?id=${project.id}`} className={textLink}>
            {say.openProject()}
          </Link>
        </>
      ) : (
        <p className="text-gray-800">{say.noProjectYet()}</p>
      )}
    </Section>
  );
}

/** Every saved version, the current one first: who saved it, when, its amount and products. */
export function RevisionsSection({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const { Subheading } = useSectionHeadings();
  return (
    <Section id="quotation-revisions" title={say.revisions()}>
      <ol className="space-y-3">
        {quotation.revisions.map((revision, index) => (
          <li key={revision.revision} className="rounded border border-gray-300 p-3">
            <Subheading className="mb-2 font-semibold text-gray-900">
              {index === 0
                ? say.currentRevision({ number: formatNumber(revision.revision, lang) })
                : say.revision({ number: formatNumber(revision.revision, lang) })}
            </Subheading>
            <FactList
              facts={[
                [say.savedBy(), revision.saved_by],
                [
                  say.savedOn(),
                  <time key="time" dateTime={revision.save_time.replace(' ', 'T')}>
                    {formatDateTime(revision.save_time, lang)}
                  </time>,
                ],
                [say.amount(), formatMoney(revision.amount, revision.currency, lang)],
                [
                  say.revisionLines(),
                  <span key="lines" dir="ltr">
                    {revision.summary}
                  </span>,
                ],
              ]}
            />
          </li>
        ))}
      </ol>
    </Section>
  );
}
