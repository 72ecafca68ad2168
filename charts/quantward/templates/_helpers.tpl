{{/*
What each service needs, from its settings class and its build_app (settings.py and app.py
of each service): `bus` Kafka, `model` the model endpoint, `records` the record store (PostgreSQL),
`search` the shared search index, `graph` Neo4j, `grpc` the setting prefix of its gRPC port,
`http` the API's HTTP port, `grpcClient` it calls the gRPC services. Search answers gRPC only and gets no bus (it then runs the
in-process bus and never reaches Kafka).
*/}}
{{- define "quantward.traits" -}}
orchestrator: {bus: true, model: true, records: true}
researcher: {bus: true, model: true, records: true, search: true}
guardian: {bus: true, model: true}
validator: {bus: true}
sandbox: {bus: true, search: true, usage: true}
resolver: {bus: true, graph: true, grpc: resolver}
grounder: {bus: true, search: true}
search: {search: true, grpc: search}
recorder: {bus: true, records: true, grpc: recorder}
api: {bus: true, records: true, http: true, grpcClient: true}
{{- end }}

{{- define "quantward.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end }}

{{/* the name of one service's objects: <release>-quantward-<service> */}}
{{- define "quantward.name" -}}
{{- printf "%s-%s" (include "quantward.fullname" .root) .service | trunc 63 | trimSuffix "-" -}}
{{- end }}

{{- define "quantward.commonLabels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: quantward
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: quantward
{{- end }}

{{- define "quantward.selectorLabels" -}}
app.kubernetes.io/name: quantward
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
{{- end }}

{{- define "quantward.labels" -}}
{{ include "quantward.commonLabels" .root }}
app.kubernetes.io/component: {{ .service }}
{{- end }}

{{/* the service's values over the chart's defaults */}}
{{- define "quantward.config" -}}
{{- $svc := index .root.Values.services .service -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.defaults) (deepCopy $svc)) -}}
{{- end }}

{{- define "quantward.image" -}}
{{- $image := .Values.image -}}
{{- if $image.digest -}}
{{- printf "%s@%s" $image.repository $image.digest -}}
{{- else -}}
{{- printf "%s:%s" $image.repository (default .Chart.AppVersion $image.tag) -}}
{{- end -}}
{{- end }}

{{/* "keda", "hpa" or "" for one service */}}
{{- define "quantward.autoscaler" -}}
{{- $svc := index .root.Values.services .service -}}
{{- $scaling := $svc.autoscaling | default dict -}}
{{- if and $svc.enabled $scaling.enabled -}}
{{- $mode := $scaling.mode | default "hpa" -}}
{{- if eq $mode "auto" -}}
{{- if .root.Capabilities.APIVersions.Has "keda.sh/v1alpha1/ScaledObject" -}}keda{{- else -}}hpa{{- end -}}
{{- else -}}
{{- $mode -}}
{{- end -}}
{{- end -}}
{{- end }}

{{/* the Kafka security protocol the TLS and SASL switches make */}}
{{- define "quantward.kafkaProtocol" -}}
{{- $k := .Values.kafka -}}
{{- if and $k.tls.enabled $k.sasl.enabled -}}SASL_SSL
{{- else if $k.tls.enabled -}}SSL
{{- else if $k.sasl.enabled -}}SASL_PLAINTEXT
{{- else -}}PLAINTEXT
{{- end -}}
{{- end }}

{{- define "quantward.kafkaSaslSecret" -}}
{{- $svc := index .root.Values.services .service -}}
{{- $svc.kafkaSaslSecret | default .root.Values.kafka.sasl.secret.name -}}
{{- end }}

{{/* one env entry from a key of an existing Secret */}}
{{- define "quantward.secretEnv" -}}
- name: {{ .env }}
  valueFrom:
    secretKeyRef:
      name: {{ .name | quote }}
      key: {{ .key | quote }}
{{- end }}

{{/* the QW_… environment of one service: only settings its settings class reads */}}
{{- define "quantward.env" -}}
{{- $root := .root -}}
{{- $v := $root.Values -}}
{{- $traits := index (include "quantward.traits" . | fromYaml) .service -}}
{{- $svc := index $v.services .service -}}
- name: QW_HEALTH_PORT
  value: {{ $v.health.port | quote }}
{{- if $v.topicNamespace }}
- name: QW_TOPIC_NAMESPACE
  value: {{ $v.topicNamespace | quote }}
{{- end }}
{{- if $traits.bus }}
- name: QW_KAFKA_BOOTSTRAP
  value: {{ required "kafka.bootstrap is required: the Kafka bootstrap servers (host:port,…)" $v.kafka.bootstrap | quote }}
- name: QW_BUS_PARTITIONS
  value: {{ $v.kafka.partitions | quote }}
{{- with $v.kafka.sessionTimeoutMs }}
- name: QW_BUS_SESSION_TIMEOUT_MS
  value: {{ . | quote }}
{{- end }}
{{- with $v.kafka.heartbeatIntervalMs }}
- name: QW_BUS_HEARTBEAT_INTERVAL_MS
  value: {{ . | quote }}
{{- end }}
{{- with $v.kafka.rebalanceTimeoutMs }}
- name: QW_BUS_REBALANCE_TIMEOUT_MS
  value: {{ . | quote }}
{{- end }}
{{- if or $v.kafka.tls.enabled $v.kafka.sasl.enabled }}
- name: QW_KAFKA_SECURITY_PROTOCOL
  value: {{ include "quantward.kafkaProtocol" $root | quote }}
{{- end }}
{{- if $v.kafka.tls.enabled }}
{{- if $v.kafka.tls.caSecret.name }}
- name: QW_KAFKA_SSL_CAFILE
  value: /etc/quantward/kafka-ca/{{ $v.kafka.tls.caSecret.key }}
{{- end }}
{{- if $v.kafka.tls.clientSecret.name }}
- name: QW_KAFKA_SSL_CERTFILE
  value: /etc/quantward/kafka-client/{{ $v.kafka.tls.clientSecret.certKey }}
- name: QW_KAFKA_SSL_KEYFILE
  value: /etc/quantward/kafka-client/{{ $v.kafka.tls.clientSecret.keyKey }}
{{- end }}
{{- end }}
{{- if $v.kafka.sasl.enabled }}
{{- $sasl := required "kafka.sasl.secret.name is required with kafka.sasl.enabled: an existing Secret with the SASL user name and password" (include "quantward.kafkaSaslSecret" .) }}
- name: QW_KAFKA_SASL_MECHANISM
  value: {{ $v.kafka.sasl.mechanism | quote }}
{{ include "quantward.secretEnv" (dict "env" "QW_KAFKA_SASL_USERNAME" "name" $sasl "key" $v.kafka.sasl.secret.usernameKey) }}
{{ include "quantward.secretEnv" (dict "env" "QW_KAFKA_SASL_PASSWORD" "name" $sasl "key" $v.kafka.sasl.secret.passwordKey) }}
{{- end }}
{{- if $v.signing.secret.name }}
- name: QW_PRINCIPAL
  value: {{ .service | quote }}
- name: QW_SIGNING_KEY_FILE
  value: /etc/quantward/signing/{{ .service }}.pem
- name: QW_TRUSTED_KEYS_FILE
  value: /etc/quantward/signing/trusted-keys.json
{{- end }}
{{- end }}
{{- if $traits.model }}
{{- with $v.model.baseUrl }}
- name: QW_MODEL_BASE_URL
  value: {{ . | quote }}
{{- end }}
- name: QW_MODEL_NAME
  value: {{ $v.model.name | quote }}
{{- with $v.model.apiKeySecret.name }}
{{ include "quantward.secretEnv" (dict "env" "QW_MODEL_API_KEY" "name" . "key" $v.model.apiKeySecret.key) }}
{{- end }}
{{- with $v.model.timeoutS }}
- name: QW_MODEL_TIMEOUT_S
  value: {{ . | quote }}
{{- end }}
{{- if not (kindIs "invalid" $v.model.maxRetries) }}
- name: QW_MODEL_MAX_RETRIES
  value: {{ $v.model.maxRetries | quote }}
{{- end }}
{{- with $v.model.deadlineS }}
- name: QW_MODEL_DEADLINE_S
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- if $traits.graph }}
{{- with $v.neo4j.uri }}
- name: QW_NEO4J_URI
  value: {{ . | quote }}
- name: QW_NEO4J_USER
  value: {{ $v.neo4j.user | quote }}
- name: QW_NEO4J_NAMESPACE
  value: {{ $v.neo4j.namespace | quote }}
{{- with $v.neo4j.passwordSecret.name }}
{{ include "quantward.secretEnv" (dict "env" "QW_NEO4J_PASSWORD" "name" . "key" $v.neo4j.passwordSecret.key) }}
{{- end }}
{{- if $v.neo4j.tls.caSecret.name }}
- name: QW_NEO4J_TLS_CAFILE
  value: /etc/quantward/neo4j-ca/{{ $v.neo4j.tls.caSecret.key }}
{{- end }}
{{- end }}
{{- end }}
{{- if $traits.search }}
{{- $search := $v.search }}
{{- if ne $search.backend "embedded" }}
{{- $prefix := ternary "QW_ELASTICSEARCH" "QW_OPENSEARCH" (eq $search.backend "elasticsearch") }}
{{- if $search.urlSecret.name }}
{{ include "quantward.secretEnv" (dict "env" (printf "%s_URL" $prefix) "name" $search.urlSecret.name "key" $search.urlSecret.key) }}
{{- else }}
- name: {{ $prefix }}_URL
  value: {{ required "search.url (or search.urlSecret.name) is required unless search.backend is embedded" $search.url | quote }}
{{- end }}
- name: {{ $prefix }}_INDEX
  value: {{ $search.index | quote }}
{{- end }}
{{- end }}
{{- if $traits.records }}
{{- with $v.postgres.dsnSecret.name }}
{{ include "quantward.secretEnv" (dict "env" "QW_POSTGRES_DSN" "name" . "key" $v.postgres.dsnSecret.key) }}
- name: QW_RECORDS_SCHEMA
  value: {{ $v.postgres.schema | quote }}
{{- with include "quantward.postgresTlsEnv" $v | trim }}
{{ . }}
{{- end }}
{{- end }}
{{- end }}
{{- with $traits.grpc }}
- name: QW_{{ upper . }}_GRPC_HOST
  value: "0.0.0.0"
- name: QW_{{ upper . }}_GRPC_PORT
  value: {{ $svc.grpcPort | quote }}
{{- end }}
{{- if or $traits.grpc $traits.grpcClient }}
{{- include "quantward.grpcEnv" . }}
{{- end }}
{{- if $traits.http }}
- name: QW_API_HOST
  value: "0.0.0.0"
- name: QW_API_PORT
  value: {{ $svc.httpPort | quote }}
{{- range $callee := list "resolver" "search" }}
{{- $calleeValues := index $v.services $callee }}
{{- if $calleeValues.enabled }}
- name: QW_API_{{ upper $callee }}_ADDRESS
  value: {{ printf "%s:%v" (include "quantward.name" (dict "root" $root "service" $callee)) $calleeValues.grpcPort | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- if and (eq .service "researcher") (not (hasKey ($svc.settings | default dict) "researcher_python")) }}
{{- /* the python tool only when a sandbox service answers it (sandbox-deployment.yaml) */}}
- name: QW_RESEARCHER_PYTHON
  value: {{ $v.services.sandbox.enabled | quote }}
{{- end }}
{{- range $key, $value := $svc.settings }}
- name: QW_{{ upper $key }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end }}

{{/* every service the chart can deploy, in the order of the docs */}}
{{- define "quantward.services" -}}
orchestrator researcher guardian validator resolver grounder search recorder api
{{- end }}

{{/* gRPC TLS and the bearer token (ADR 0031): servers (resolver, search, recorder) serve the
     certificate and require the token, the api (a client) checks the CA and sends the token */}}
{{- define "quantward.grpcEnv" -}}
{{- $v := .root.Values -}}
{{- $traits := index (include "quantward.traits" . | fromYaml) .service -}}
{{- $tls := $v.grpc.tls -}}
{{- if $tls.enabled }}
- name: QW_GRPC_TLS
  value: "true"
{{- if or $traits.grpc $tls.mutual }}
{{- $cert := required "grpc.tls.certSecret.name is required with grpc.tls.enabled: an existing Secret with the gRPC servers' certificate and key" $tls.certSecret.name }}
- name: QW_GRPC_TLS_CERTFILE
  value: /etc/quantward/grpc-tls/{{ $tls.certSecret.certKey }}
- name: QW_GRPC_TLS_KEYFILE
  value: /etc/quantward/grpc-tls/{{ $tls.certSecret.keyKey }}
{{- end }}
{{- if $tls.caSecret.name }}
{{- if $traits.grpcClient }}
- name: QW_GRPC_TLS_CAFILE
  value: /etc/quantward/grpc-ca/{{ $tls.caSecret.key }}
{{- end }}
{{- if and $traits.grpc $tls.mutual }}
- name: QW_GRPC_TLS_CLIENT_CAFILE
  value: /etc/quantward/grpc-ca/{{ $tls.caSecret.key }}
{{- end }}
{{- else if $tls.mutual }}
{{- fail "grpc.tls.mutual needs grpc.tls.caSecret.name: the CA the servers check client certificates against" }}
{{- end }}
{{- end }}
{{- with $v.grpc.tokenSecret.name }}
{{ include "quantward.secretEnv" (dict "env" "QW_GRPC_TOKEN" "name" . "key" $v.grpc.tokenSecret.key) }}
{{- end }}
{{- if and $v.grpc.tokenAlsoAcceptedSecret.name $traits.grpc }}
{{ include "quantward.secretEnv" (dict "env" "QW_GRPC_TOKEN_ALSO_ACCEPTED" "name" $v.grpc.tokenAlsoAcceptedSecret.name "key" $v.grpc.tokenAlsoAcceptedSecret.key) }}
{{- end }}
{{- end }}

{{/* how a PostgreSQL connection is secured (`.` = the Values): every service with a PostgreSQL
     DSN gets these, the record store's users and the sandbox's usage counts alike; the files are
     the postgres-ca / postgres-client volumes of quantward.tlsVolumes */}}
{{- define "quantward.postgresTlsEnv" -}}
{{- with .postgres.tls.sslmode }}
- name: QW_POSTGRES_SSLMODE
  value: {{ . | quote }}
{{- end }}
{{- if .postgres.tls.caSecret.name }}
- name: QW_POSTGRES_SSLROOTCERT
  value: /etc/quantward/postgres-ca/{{ .postgres.tls.caSecret.key }}
{{- end }}
{{- if .postgres.tls.clientSecret.name }}
- name: QW_POSTGRES_SSLCERT
  value: /etc/quantward/postgres-client/{{ .postgres.tls.clientSecret.certKey }}
- name: QW_POSTGRES_SSLKEY
  value: /etc/quantward/postgres-client/{{ .postgres.tls.clientSecret.keyKey }}
{{- end }}
{{- end }}

{{/* the Secret volumes one service mounts: name, mount path, Secret, items (key: mode) */}}
{{- define "quantward.tlsVolumes" -}}
{{- $v := .root.Values -}}
{{- $traits := index (include "quantward.traits" . | fromYaml) .service -}}
{{- $out := list -}}
{{- $tls := $v.grpc.tls -}}
{{- if and $tls.enabled (or $traits.grpc $traits.grpcClient) -}}
{{- if and $tls.certSecret.name (or $traits.grpc $tls.mutual) -}}
{{- $out = append $out (dict "name" "grpc-tls" "path" "/etc/quantward/grpc-tls" "secret" $tls.certSecret.name "keys" (list $tls.certSecret.certKey $tls.certSecret.keyKey) "private" true) -}}
{{- end -}}
{{- if and $tls.caSecret.name (or $traits.grpcClient $tls.mutual) -}}
{{- $out = append $out (dict "name" "grpc-ca" "path" "/etc/quantward/grpc-ca" "secret" $tls.caSecret.name "keys" (list $tls.caSecret.key) "private" false) -}}
{{- end -}}
{{- end -}}
{{- if and $traits.graph $v.neo4j.uri $v.neo4j.tls.caSecret.name -}}
{{- $out = append $out (dict "name" "neo4j-ca" "path" "/etc/quantward/neo4j-ca" "secret" $v.neo4j.tls.caSecret.name "keys" (list $v.neo4j.tls.caSecret.key) "private" false) -}}
{{- end -}}
{{- if and (or $traits.records $traits.usage) $v.postgres.dsnSecret.name -}}
{{- with $v.postgres.tls.caSecret -}}
{{- if .name -}}
{{- $out = append $out (dict "name" "postgres-ca" "path" "/etc/quantward/postgres-ca" "secret" .name "keys" (list .key) "private" false) -}}
{{- end -}}
{{- end -}}
{{- with $v.postgres.tls.clientSecret -}}
{{- if .name -}}
{{- $out = append $out (dict "name" "postgres-client" "path" "/etc/quantward/postgres-client" "secret" .name "keys" (list .certKey .keyKey) "private" true) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- toYaml (dict "volumes" $out) -}}
{{- end }}
