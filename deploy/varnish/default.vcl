vcl 4.1;

# Varnish 7.1 with varnish-modules' xkey (Debian 12: apt-get install varnish varnish-modules) in front of the
# Growthwise site. What it keeps and for how long is the site's to say (Cache-Control, CDN-Cache-Control); this
# file keeps stale copies for when the site fails, purges by key when the site publishes, and never shares
# anything personal. docs/operations.md ("A shared cache in front") explains it, and shows several replicas.

import std;
import xkey;

# Whether the site answers: while it does not, stale copies are served for as long as the site allowed.
probe site_health {
    .url = "/healthz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# The site. With one replica, this is the line to change; several go behind a director (docs/operations.md).
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = site_health;
}

# Who may purge: the site's replicas. Add their addresses when Varnish runs on another machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # The site purges what a publish changed by key (server/cdn/varnish/definition.ts).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in xkey-purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }

    # Form posts, the webhook and preview go to the site as they are.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/api/preview" || req.http.Cookie ~ "(^|;\s*)gw_preview(_perspective)?=") {
        return (pass);
    }
    # Every other cookie (analytics: _ga, _fbp...) is one the site does not read: it neither splits nor bypasses
    # the cache.
    unset req.http.Cookie;

    # Campaign parameters do not change a page: one copy serves every campaign (the site ignores them too).
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z_]+|gclid|fbclid)=[^&]*(&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");

    # A copy past its stale-while-revalidate time is served only while the site is down (see vcl_hit).
    if (req.http.x-refetch) {
        set req.grace = 0s;
    }
}

sub vcl_hit {
    if (obj.ttl < 0s && !req.http.x-refetch && std.healthy(req.backend_hint) &&
        obj.ttl + std.duration(obj.http.x-stale-while-revalidate + "s", 0s) < 0s) {
        set req.http.x-refetch = "1";
        return (restart);
    }
}

sub vcl_backend_response {
    # RFC 9213: CDN-Cache-Control is meant for shared caches like this one, and browsers never see it. Its
    # max-age overrides s-maxage; stale-while-revalidate and stale-if-error say how long a stale copy may be
    # served while refetching, and while the site fails.
    if (beresp.http.CDN-Cache-Control ~ "(^|,)\s*max-age=\d+") {
        set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*?max-age=(\d+).*$", "\1s"), 0s);
    }
    set beresp.http.x-stale-while-revalidate = "0";
    if (beresp.http.CDN-Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.http.x-stale-while-revalidate =
            regsub(beresp.http.CDN-Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1");
    }
    set beresp.grace = std.duration(beresp.http.x-stale-while-revalidate + "s", 0s);
    if (beresp.http.CDN-Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.CDN-Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), beresp.grace);
    }

    # An error of the site never replaces a good copy: a refresh in the background is dropped, and a visitor's
    # own fetch gets the error without it being kept.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # The keys a publish purges by (Surrogate-Key, space-separated), where xkey reads them.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_synth {
    # What a purge did, as one line for whoever sent it.
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}

sub vcl_deliver {
    # Keys and the shared caches' own header are for caches, not visitors.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.CDN-Cache-Control;
    unset resp.http.x-stale-while-revalidate;
    if (obj.uncacheable) {
        set resp.http.x-cache = "pass";
    } elseif (obj.hits > 0) {
        set resp.http.x-cache = "hit";
    } else {
        set resp.http.x-cache = "miss";
    }
}
