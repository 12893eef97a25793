/**
 * The account page's activity chart: deposits (up) and withdrawals (down) per week as bars, and the
 * running net position as a line, drawn as SVG on the server (no chart library, no script).
 *
 * Accessibility: the SVG is one image whose name says what it shows and the totals; the figures
 * week by week are a table under a disclosure, so keyboard and screen-reader users get the same
 * data. Colours are the brand's (primary, muted text, accent) and each series also differs by
 * shape (bar up, bar down, line), so the chart does not rely on colour alone (WCAG 1.4.1).
 */
import { useId } from 'react';
import * as styles from './account.css.ts';
import type { ActivityChartData } from './activityChart.server.ts';
import { useDateLocale, useT } from '../../lib/i18n.ts';

const WIDTH = 600;
const HEIGHT = 220;
const LEFT = 8;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;

export interface ActivityChartProps {
  chart: ActivityChartData;
  /** Formats minor units as money in the player's currency. */
  money: (minor: number) => string;
}

export function ActivityChart({ chart, money }: ActivityChartProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const { weeks } = chart;
  const deposits = weeks.reduce((sum, week) => sum + week.deposits, 0);
  const withdrawals = weeks.reduce((sum, week) => sum + week.withdrawals, 0);
  const net = weeks.at(-1)?.net ?? 0;
  const extent = Math.max(
    1,
    ...weeks.flatMap((week) => [week.deposits, week.withdrawals, Math.abs(week.net)]),
  );
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const zero = TOP + plotHeight / 2;
  const scale = plotHeight / 2 / extent;
  const slot = (WIDTH - LEFT - RIGHT) / weeks.length;
  const barWidth = Math.max(4, slot * 0.28);
  const week = (iso: string) =>
    new Date(iso).toLocaleDateString(dateLocale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const linePoints = weeks
    .map(
      (item, index) => `${(LEFT + slot * (index + 0.5)).toFixed(1)},${(zero - item.net * scale).toFixed(1)}`,
    )
    .join(' ');
  const summary = t('account.activity.summary', {
    deposits: money(deposits),
    withdrawals: money(withdrawals),
    net: money(net),
  });

  return (
    <figure className={styles.wide} style={{ margin: 0 }} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <p style={{ margin: '0 0 0.5rem' }}>{summary}</p>
        {chart.truncated ? <p>{t('account.activity.truncated')}</p> : null}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.depositColour}`} />
          {t('account.activity.deposits')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.withdrawalColour}`} />
          {t('account.activity.withdrawals')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.netColour}`} />
          {t('account.activity.net')}
        </li>
      </ul>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        data-testid="activity-chart"
      >
        <line className={styles.axis} x1={LEFT} x2={WIDTH - RIGHT} y1={zero} y2={zero} />
        {weeks.map((item, index) => {
          const x = LEFT + slot * (index + 0.5);
          const up = item.deposits * scale;
          const down = item.withdrawals * scale;
          return (
            <g key={item.start} data-week={item.start}>
              {item.deposits > 0 ? (
                <rect
                  className={styles.depositColour}
                  x={x - barWidth - 1}
                  y={zero - up}
                  width={barWidth}
                  height={Math.max(1, up)}
                  data-series="deposits"
                />
              ) : null}
              {item.withdrawals > 0 ? (
                <rect
                  className={styles.withdrawalColour}
                  x={x + 1}
                  y={zero}
                  width={barWidth}
                  height={Math.max(1, down)}
                  data-series="withdrawals"
                />
              ) : null}
              {index % 3 === 0 ? (
                <text className={styles.axisText} x={x} y={HEIGHT - 8} textAnchor="middle">
                  {week(item.start)}
                </text>
              ) : null}
            </g>
          );
        })}
        <polyline className={styles.netColour} points={linePoints} strokeWidth={2.5} data-series="net" />
      </svg>
      <details>
        <summary>{t('account.activity.table')}</summary>
        <div className={styles.matrix}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('account.activity.week')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('account.activity.deposits')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('account.activity.withdrawals')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('account.activity.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((item) => (
                <tr key={item.start}>
                  <th scope="row" className={styles.cell}>
                    {week(item.start)}
                  </th>
                  <td className={styles.cell}>{money(item.deposits)}</td>
                  <td className={styles.cell}>{money(item.withdrawals)}</td>
                  <td className={styles.cell}>{money(item.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
