import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-110m.json';
import { MEMBERS_BY_COUNTRY } from './members-by-country';

const WIDTH = 800;
const HEIGHT = 400;
const ANTARCTICA = '010';

type Country = Feature<Geometry, { name: string }>;

/** Country outlines projected once: the bundled 1:110m world atlas, no map tiles and no network. */
function useCountryPaths() {
  return useMemo(() => {
    const topology = countriesTopology as unknown as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<
      Geometry,
      { name: string }
    >;
    const shown: Country[] = countries.features.filter((country) => country.id !== ANTARCTICA);
    const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], {
      type: 'FeatureCollection',
      features: shown,
    });
    const path = geoPath(projection);
    return shown.map((country, index) => ({
      key: `${country.id ?? 'none'}-${index}`,
      id: country.id === undefined ? undefined : String(country.id),
      englishName: country.properties.name,
      d: path(country) ?? '',
    }));
  }, []);
}

/** Members by country: darker means more members; each country names itself on hover or focus. */
export function WorldMap() {
  const { t, i18n } = useTranslation('demo');
  const theme = useTheme();
  const countries = useCountryPaths();
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const number = new Intl.NumberFormat(i18n.language);
  const byNumeric = new Map(MEMBERS_BY_COUNTRY.map((entry) => [entry.numeric, entry]));
  const most = Math.max(...MEMBERS_BY_COUNTRY.map((entry) => entry.members));
  const fill = (members: number) => alpha(theme.palette.primary.main, 0.25 + 0.75 * (members / most));
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={t('gallery.charts.map.label')}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {countries.map((country) => {
          const entry = country.id ? byNumeric.get(country.id) : undefined;
          const name = entry ? (regionNames.of(entry.alpha2) ?? country.englishName) : country.englishName;
          const label = entry
            ? t('gallery.charts.map.tooltip', { country: name, members: number.format(entry.members) })
            : t('gallery.charts.map.noData', { country: name });
          return (
            <Tooltip key={country.key} title={label} followCursor>
              <Box
                component="path"
                d={country.d}
                tabIndex={entry ? 0 : undefined}
                role={entry ? 'img' : undefined}
                aria-label={entry ? label : undefined}
                aria-hidden={entry ? undefined : true}
                sx={{
                  fill: entry ? fill(entry.members) : theme.palette.action.disabledBackground,
                  stroke: theme.palette.background.paper,
                  strokeWidth: 0.5,
                  outline: 'none',
                  '&:hover, &:focus-visible': { stroke: theme.palette.text.primary, strokeWidth: 1.2 },
                }}
              />
            </Tooltip>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography variant="caption">{number.format(0)}</Typography>
        <Box
          aria-hidden
          sx={{
            flex: '0 1 200px',
            height: 10,
            borderRadius: 1,
            background: `linear-gradient(to right, ${fill(0)}, ${fill(most)})`,
          }}
        />
        <Typography variant="caption">{number.format(most)}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ms: 1 }}>
          {t('gallery.charts.map.legend')}
        </Typography>
      </Box>
    </Box>
  );
}
