import styled from 'styled-components';
import { vitalsText } from './vitalsText.ts';
import { METRIC_ORDER, type VitalMetric } from './vitalsTypes.ts';
import { VITAL_THRESHOLDS } from './vitalThresholds.ts';

const Key = styled.section`
  margin-top: 1.5rem;
  h3 { font-size: 1.05rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 0.5rem; color: var(--color-muted); }
  table { border-collapse: collapse; font-size: 0.95rem; font-variant-numeric: tabular-nums; }
  th, td { padding: 0.3rem 1rem 0.3rem 0; text-align: left; vertical-align: baseline; }
  tbody th { font-weight: 600; }
  td.number { text-align: right; white-space: nowrap; }
  thead th.number { text-align: right; }
  small { display: block; font-weight: 400; color: var(--color-muted); }
  abbr { text-decoration: none; }
`;

/** 2.5 s, 200 ms, 0.1: as web.dev writes each threshold. */
export function formatThreshold(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return String(value);
  if (metric === 'INP') return `${value} ms`;
  return `${value / 1000} s`;
}

/** The thresholds behind the ratings, in words and figures. */
export function ThresholdKey() {
  const text = vitalsText;
  return (
    <Key aria-labelledby="vitals-key-title">
      <h3 id="vitals-key-title">{text.thresholdsTitle}</h3>
      <p>{text.thresholdsIntro}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{text.thresholdsHeaders.metric}</th>
            <th scope="col" className="number">
              {text.thresholdsHeaders.good}
            </th>
            <th scope="col" className="number">
              {text.thresholdsHeaders.poor}
            </th>
          </tr>
        </thead>
        <tbody>
          {METRIC_ORDER.map((metric) => (
            <tr key={metric}>
              <th scope="row">
                <abbr title={text.metricNames[metric]}>{metric}</abbr>
                <small>{text.metricMeanings[metric]}</small>
              </th>
              <td className="number">
                {text.thresholdGood(formatThreshold(metric, VITAL_THRESHOLDS[metric].good))}
              </td>
              <td className="number">
                {text.thresholdPoor(formatThreshold(metric, VITAL_THRESHOLDS[metric].poor))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{text.thresholdNeeds}</p>
    </Key>
  );
}
