{{/* Full name of the release's objects. */}}
{{- define "argus.fullname" -}}
{{- if contains "argus" .Release.Name -}}
{{- printf "%s-operator" .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-argus-operator" .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "argus.labels" -}}
app.kubernetes.io/name: argus-operator
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/part-of: argus
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "argus.selectorLabels" -}}
app.kubernetes.io/name: argus-operator
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "argus.serviceAccountName" -}}
{{- default (include "argus.fullname" .) .Values.serviceAccount.name -}}
{{- end -}}

{{- define "argus.tag" -}}
{{- default .root.Chart.AppVersion .image.tag -}}
{{- end -}}

{{- define "argus.tlsSecret" -}}
{{- printf "%s-webhook-tls" (include "argus.fullname" .) -}}
{{- end -}}

{{/* Fails when a Prometheus Operator object is asked for on a cluster without its API. */}}
{{- define "argus.requireMonitoringApi" -}}
{{- if and .Values.monitoring.apiCheck (not (.Capabilities.APIVersions.Has "monitoring.coreos.com/v1")) -}}
{{- fail "monitoring.serviceMonitor/podMonitor need the monitoring.coreos.com/v1 API (Prometheus Operator), which this cluster does not serve; install it, or set monitoring.apiCheck=false (helm template: --api-versions monitoring.coreos.com/v1)" -}}
{{- end -}}
{{- end -}}
