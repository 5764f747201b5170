"use strict";
// Live maps: each .map-frame holds a map drawn on the server (SVG) and, in data-map, what it
// shows. When the browser has WebGL and the base map (/map/style.json, then its tiles) loads,
// MapLibre GL JS (served by Satchel, loaded only on pages with a map) draws the same pins over
// real streets; until then, and whenever no tiles can load, the drawing stays.
(() => {
  const frames = () => Array.from(document.querySelectorAll(".map-frame[data-map]"));
  if (frames().length === 0) return;
  const webgl = (() => {
    try { return !!document.createElement("canvas").getContext("webgl2"); } catch { return false; }
  })();
  if (!webgl) return;

  // Pins nearer than this on screen become one numbered mark (a fingertip is 44 px, and neighbours keep a gap).
  const CLUSTER_PX = 50;
  // Without a single tile by then, the drawing stays.
  const TILE_WAIT_MS = 10000;
  window.satchelMaps = window.satchelMaps || [];

  let library;
  const loadLibrary = () => library || (library = new Promise((resolve, reject) => {
    const css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = "/static/maplibre-gl.css";
    document.head.append(css);
    const script = document.createElement("script");
    script.src = "/static/maplibre-gl.js";
    script.onload = () => (window.maplibregl ? resolve(window.maplibregl) : reject(new Error("no maplibregl")));
    script.onerror = reject;
    document.head.append(script);
  }));

  let styleRequest;
  const loadStyle = () => styleRequest || (styleRequest = fetch("/map/style.json", { credentials: "same-origin" })
    .then((res) => { if (!res.ok) throw new Error(`style ${res.status}`); return res.json(); })
    .then((style) => {
      // Satchel's own tile paths become absolute: MapLibre fetches them from a worker.
      for (const source of Object.values(style.sources || {})) {
        if (Array.isArray(source.tiles)) source.tiles = source.tiles.map((t) => (t.startsWith("/") ? location.origin + t : t));
      }
      return style;
    }));

  // A circle of `metres` around a point, as a polygon (for a reminder's radius).
  const circle = (lon, lat, metres, steps = 64) => {
    const ring = [];
    const dLat = metres / 111320;
    const dLon = metres / (111320 * Math.cos((lat * Math.PI) / 180));
    for (let i = 0; i <= steps; i++) {
      const a = (i / steps) * 2 * Math.PI;
      ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
    }
    return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
  };

  const say = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : `{${k}}`));

  const start = (frame, maplibregl, style) => {
    // (`style` is this map's own copy.)
    if (frame.satchelLive || frame.dataset.mapState) return;
    let config;
    try { config = JSON.parse(frame.dataset.map); } catch { return; }
    frame.dataset.mapState = "loading";
    const drawing = frame.querySelector("svg.map");
    const holder = document.createElement("div");
    holder.className = "map-live";
    holder.setAttribute("role", "region");
    holder.setAttribute("aria-label", config.label || "");
    frame.prepend(holder);

    const map = new maplibregl.Map({
      container: holder, style, center: config.center, zoom: config.zoom,
      attributionControl: { compact: false }, dragRotate: false, pitchWithRotate: false, touchPitch: false,
      maxZoom: 19, cooperativeGestures: false,
      // MapLibre's own words in the page's language.
      locale: { "NavigationControl.ZoomIn": config.texts.zoomIn, "NavigationControl.ZoomOut": config.texts.zoomOut, "Map.Title": config.label },
    });
    map.touchZoomRotate.disableRotation();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    if (!config.fixed && config.pins.length > 0) {
      const bounds = new maplibregl.LngLatBounds();
      for (const p of config.pins) bounds.extend([p.lon, p.lat]);
      if (config.me) bounds.extend([config.me.lon, config.me.lat]);
      // Wider on the right: no pin opens under the zoom buttons (top right, 44 px wide).
      map.fitBounds(bounds, { padding: { top: 48, bottom: 48, left: 48, right: 104 }, maxZoom: 16, duration: 0 });
    }

    let tilesShown = false;
    let failed = false;
    const giveUp = () => {
      if (failed || tilesShown) return;
      failed = true;
      frame.dataset.mapState = "drawing";
      frame.classList.remove("is-live");
      if (drawing) { drawing.removeAttribute("aria-hidden"); drawing.style.visibility = ""; }
      delete frame.satchelLive;
      map.remove();
      holder.remove();
    };
    const timer = setTimeout(giveUp, TILE_WAIT_MS);
    map.on("data", (e) => {
      if (failed || tilesShown || e.dataType !== "source" || !e.tile || e.sourceId !== "satchel") return;
      tilesShown = true;
      clearTimeout(timer);
      frame.classList.add("is-live");
      frame.dataset.mapState = "live";
      // The drawing stays under the live map for its size, hidden from eyes, keys and readers.
      if (drawing) { drawing.setAttribute("aria-hidden", "true"); drawing.style.visibility = "hidden"; }
    });
    map.on("error", (e) => {
      // A tile or the style that cannot load, before anything showed: back to the drawing.
      if (!tilesShown && (e.sourceId === "satchel" || !e.sourceId)) giveUp();
    });

    // Radii and the position's accuracy, drawn under the pins.
    const areas = () => ({
      type: "FeatureCollection",
      features: config.pins.filter((p) => p.radius > 0).map((p) => ({ ...circle(p.lon, p.lat, p.radius), properties: { color: p.color } }))
        .concat(config.me ? [{ ...circle(config.me.lon, config.me.lat, Math.max(config.me.accuracy, 5)), properties: { color: "#1d4ed8" } }] : []),
    });
    const picked = { type: "FeatureCollection", features: [] };

    // Satchel's own drawing (the one the server draws without tiles: sea, a graticule, cities)
    // under the tiles, so a view only partly covered by self-hosted tiles is never blank
    // beyond their edge. `bounds` is the tiles' extent when the source says it.
    const tileSource = style.sources?.satchel;
    const bounds = Array.isArray(tileSource?.bounds) && tileSource.bounds.length === 4 ? tileSource.bounds : null;
    const covered = (lon, lat) => !bounds || (lon >= bounds[0] && lat >= bounds[1] && lon <= bounds[2] && lat <= bounds[3]);
    const gridStep = (zoom) => [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001]
      .find((s) => s <= 360 / 2 ** zoom * 640 / 256 / 5) || 0.0001;
    const drawingData = () => {
      const b = map.getBounds(), step = gridStep(Math.round(map.getZoom()));
      const features = [];
      if (bounds) {
        // The world with the tiles' extent cut out: what no tile will ever draw.
        const world = [[-180, -85.06], [180, -85.06], [180, 85.06], [-180, 85.06], [-180, -85.06]];
        const hole = [[bounds[0], bounds[1]], [bounds[0], bounds[3]], [bounds[2], bounds[3]], [bounds[2], bounds[1]], [bounds[0], bounds[1]]];
        features.push({ type: "Feature", properties: { kind: "outside" }, geometry: { type: "Polygon", coordinates: [world, hole] } });
      }
      for (let lon = Math.floor(b.getWest() / step) * step, n = 0; lon <= b.getEast() && n < 60; lon += step, n++) {
        features.push({ type: "Feature", properties: { kind: "grid" }, geometry: { type: "LineString", coordinates: [[lon, b.getSouth()], [lon, b.getNorth()]] } });
      }
      for (let lat = Math.floor(b.getSouth() / step) * step, n = 0; lat <= b.getNorth() && n < 60; lat += step, n++) {
        features.push({ type: "Feature", properties: { kind: "grid" }, geometry: { type: "LineString", coordinates: [[b.getWest(), lat], [b.getEast(), lat]] } });
      }
      for (const c of config.cities || []) {
        features.push({ type: "Feature", properties: { kind: "city" }, geometry: { type: "Point", coordinates: [c.lon, c.lat] } });
      }
      return { type: "FeatureCollection", features };
    };
    // Cities beyond the tiles are named as in the drawing (the tiles carry no text).
    for (const c of config.cities || []) {
      if (covered(c.lon, c.lat)) continue;
      const name = document.createElement("span");
      name.className = "map-city-name";
      name.textContent = c.name;
      name.setAttribute("aria-hidden", "true");
      new maplibregl.Marker({ element: name, anchor: "left", offset: [5, 0] }).setLngLat([c.lon, c.lat]).addTo(map);
      name.removeAttribute("aria-label");
    }
    const addDrawing = () => {
      const under = map.getStyle().layers.find((l) => l.type !== "background")?.id;
      map.addSource("satchel-drawing", { type: "geojson", data: drawingData() });
      map.addLayer({ id: "satchel-drawing-outside", type: "fill", source: "satchel-drawing", filter: ["==", ["get", "kind"], "outside"],
                     paint: { "fill-color": "#e8eef3" } }, under);
      map.addLayer({ id: "satchel-drawing-grid", type: "line", source: "satchel-drawing", filter: ["==", ["get", "kind"], "grid"],
                     paint: { "line-color": "#c3d0db", "line-width": 1 } }, under);
      map.addLayer({ id: "satchel-drawing-cities", type: "circle", source: "satchel-drawing", filter: ["==", ["get", "kind"], "city"],
                     paint: { "circle-radius": 3, "circle-color": "#6b7280" } }, under);
      map.on("moveend", () => map.getSource("satchel-drawing")?.setData(drawingData()));
    };

    // A pin's name never sits under the zoom buttons: one that would is hidden (the pin keeps
    // its name for touch and screen readers).
    const controls = () => holder.querySelector(".maplibregl-ctrl-top-right .maplibregl-ctrl-group");
    let clearing = false;
    const clearControls = () => {
      if (clearing) return;
      clearing = true;
      requestAnimationFrame(() => {
        clearing = false;
        const box = controls()?.getBoundingClientRect();
        for (const name of holder.querySelectorAll(".map-marker-name, .map-city-name")) {
          name.classList.remove("is-covered");
          if (!box) continue;
          const r = name.getBoundingClientRect();
          const overlaps = r.left < box.right + 4 && r.right > box.left - 4 && r.top < box.bottom + 4 && r.bottom > box.top - 4;
          name.classList.toggle("is-covered", overlaps);
        }
      });
    };
    map.on("render", clearControls);

    map.on("load", () => {
      addDrawing();
      map.addSource("satchel-areas", { type: "geojson", data: areas() });
      map.addLayer({ id: "satchel-areas-fill", type: "fill", source: "satchel-areas", paint: { "fill-color": ["get", "color"], "fill-opacity": 0.15 } });
      map.addLayer({ id: "satchel-areas-line", type: "line", source: "satchel-areas", paint: { "line-color": ["get", "color"], "line-width": 2 } });
      map.addSource("satchel-picked", { type: "geojson", data: picked });
      map.addLayer({ id: "satchel-picked-fill", type: "fill", source: "satchel-picked", paint: { "fill-color": "#d9480f", "fill-opacity": 0.15 } });
      map.addLayer({ id: "satchel-picked-line", type: "line", source: "satchel-picked", paint: { "line-color": "#d9480f", "line-width": 2 } });
    });

    // Pins are links (a fingertip wide), labelled when few; pins that would touch become one mark.
    const markers = config.pins.map((p) => {
      const link = document.createElement("a");
      link.className = "map-marker";
      link.href = p.href;
      link.setAttribute("aria-label", p.label ? `${p.title} — ${p.label}` : p.title);
      link.title = link.getAttribute("aria-label");
      const dot = document.createElement("span");
      dot.className = "map-marker-dot";
      dot.style.background = p.color;
      link.append(dot);
      if (config.pins.length <= 12) {
        const name = document.createElement("span");
        name.className = "map-marker-name";
        name.textContent = p.title;
        link.append(name);
      }
      return { pin: p, label: link.getAttribute("aria-label"), marker: new maplibregl.Marker({ element: link, anchor: "center" }).setLngLat([p.lon, p.lat]) };
    });
    // MapLibre labels every marker "Map marker" when it is added: each keeps its own name.
    const show = (marker, label) => { marker.addTo(map); marker.getElement().setAttribute("aria-label", label); return marker; };
    let clusterMarkers = [];
    const regroup = () => {
      for (const c of clusterMarkers) c.remove();
      clusterMarkers = [];
      const groups = [];
      for (const m of markers) {
        const at = map.project([m.pin.lon, m.pin.lat]);
        const near = groups.find((g) => Math.hypot(g.at.x - at.x, g.at.y - at.y) < CLUSTER_PX);
        if (near) near.members.push(m); else groups.push({ at, members: [m] });
      }
      for (const g of groups) {
        if (g.members.length === 1) { show(g.members[0].marker, g.members[0].label); continue; }
        for (const m of g.members) m.marker.remove();
        const button = document.createElement("button");
        button.type = "button";
        button.className = "map-cluster-marker";
        button.textContent = String(g.members.length);
        const label = say(config.texts.cluster || "{count}: {names}", { count: g.members.length, names: g.members.map((m) => m.pin.title).join(", ") });
        const lngLat = map.unproject(g.at);
        button.addEventListener("click", () => map.easeTo({ center: lngLat, zoom: Math.min(map.getZoom() + 2, 19) }));
        clusterMarkers.push(show(new maplibregl.Marker({ element: button, anchor: "center" }).setLngLat(lngLat), label));
      }
    };
    map.on("load", regroup);
    map.on("zoomend", regroup);
    map.on("resize", regroup);

    if (config.me) {
      const me = document.createElement("span");
      me.className = "map-me-marker";
      me.title = config.texts.you || "";
      me.setAttribute("aria-hidden", "true");
      new maplibregl.Marker({ element: me, anchor: "center" }).setLngLat([config.me.lon, config.me.lat]).addTo(map);
      me.removeAttribute("aria-label");
    }

    // The place picker: a tap chooses the spot (app.js fills the form from the event).
    let pickMarker = null;
    const live = {
      map,
      setPick(lat, lon, radius) {
        if (!Number.isFinite(lat) || !Number.isFinite(lon)) return;
        if (!pickMarker) {
          const el = document.createElement("span");
          el.className = "map-pick-marker";
          el.setAttribute("aria-hidden", "true");
          pickMarker = new maplibregl.Marker({ element: el, anchor: "center" });
        }
        pickMarker.setLngLat([lon, lat]).addTo(map);
        pickMarker.getElement().removeAttribute("aria-label");
        picked.features = [circle(lon, lat, radius || 150)];
        map.getSource("satchel-picked")?.setData(picked);
      },
      flyTo(lat, lon, zoom) { map.easeTo({ center: [lon, lat], zoom: zoom || map.getZoom() }); },
      zoomBy(step) { map.easeTo({ zoom: map.getZoom() + step }); },
      view() { const c = map.getCenter(); return { lat: c.lat, lon: c.lng, zoom: map.getZoom() }; },
    };
    frame.satchelLive = live;
    if (config.picker) {
      map.getCanvas().style.cursor = "crosshair";
      map.on("click", (e) => {
        frame.dispatchEvent(new CustomEvent("map-pick", { bubbles: true, detail: { lat: e.lngLat.lat, lon: e.lngLat.lng } }));
      });
    }
    window.satchelMaps.push(map);
    frame.dispatchEvent(new CustomEvent("map-live", { bubbles: true }));
  };

  const attach = (frame) => {
    Promise.all([loadLibrary(), loadStyle()]).then(([maplibregl, style]) => start(frame, maplibregl, structuredClone(style)))
      .catch(() => { frame.dataset.mapState = "drawing"; });
  };
  window.satchelMapAttach = attach;
  frames().forEach(attach);
})();
