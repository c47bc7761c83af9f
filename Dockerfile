# syntax=docker/dockerfile:1
# Cartela's production build served by deploy/nginx (README "Deploying"):
#   docker build -t cartela --build-arg VITE_API_BASE_URL=https://provider.example/api --build-arg VITE_SOCKET_URL=https://provider.example .
#   docker run --rm -p 8080:8080 cartela

# 1. Build: the exact lock file, then the static app for a real server (the build stops without
#    VITE_API_BASE_URL: a build on the mock provider is never shipped by mistake).
#    The compiled messages are not in the repository: the install's postinstall skips them here (no
#    project files yet) and the build compiles them (scripts/build/vite/messages.ts).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_API_BASE_URL
ARG VITE_SOCKET_URL
ARG VITE_PAYMENT_HOSTS
ARG VITE_TELEGRAM_BOT
ARG VITE_TELEGRAM_APP
ARG VITE_SENTRY_DSN
ENV VITE_API_MOCKING=false
RUN npm run build

# 2. Serve: Debian's nginx with the brotli module, the build's files and the headers file it wrote
#    (its Content-Security-Policy carries this build's inline-script hash), as an unprivileged user.
FROM debian:bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/cartela.conf /etc/nginx/cartela/cartela.conf
COPY --from=build /app/dist /usr/share/cartela
COPY --from=build /app/dist.headers.conf /etc/nginx/cartela/headers.conf
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s CMD curl -fsS -o /dev/null http://127.0.0.1:8080/index.html || exit 1
CMD ["nginx", "-g", "daemon off;"]
