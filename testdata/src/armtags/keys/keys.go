// Package keys builds the keys of a job queue for other packages: on a
// cluster each key is tagged by the job's slot when the queue has shards
// and by the job otherwise; on a single node it has no tag.
package keys

import (
	"hash/crc32"
	"strconv"
)

// Keys makes the keys of one queue.
type Keys struct {
	Cluster bool
	Shards  int
	Mode    string
}

// slot is the job's shard: the same job, the same shard.
func (k *Keys) slot(job string) int {
	return int(crc32.ChecksumIEEE([]byte(job)) % uint32(k.Shards))
}

// Pending and Lease choose their tag in an else-if chain on the
// configuration and tag by the slot computed from the job.
func (k *Keys) Pending(job string) string { // want Pending:`producer\("pending:<string>" \| "pending:\{<int>\}:<string>" \| "pending:\{<string>\}"\)`
	if !k.Cluster {
		return "pending:" + job
	} else if k.Shards > 0 {
		return "pending:{" + strconv.Itoa(k.slot(job)) + "}:" + job
	}
	return "pending:{" + job + "}"
}

func (k *Keys) Lease(job string) string { // want Lease:`producer\("lease:<string>" \| "lease:\{<string>\}" \| "lease:\{<int>\}:<string>"\)`
	switch {
	case !k.Cluster:
		return "lease:" + job
	case k.Shards <= 0:
		return "lease:{" + job + "}"
	default:
		return "lease:{" + strconv.Itoa(k.slot(job)) + "}:" + job
	}
}

// Done tags by the slot whenever there are shards, cluster or not.
func (k *Keys) Done(job string) string { // want Done:`producer\("done:\{<int>\}:<string>" \| "done:\{<string>\}"\)`
	if k.Shards > 0 {
		return "done:{" + strconv.Itoa(k.slot(job)) + "}:" + job
	}
	return "done:{" + job + "}"
}

// Shard is the key of a shard by its number.
func (k *Keys) Shard(i int) string { // want Shard:`producer\("shard:<int>" \| "shard:\{<int>\}"\)`
	if !k.Cluster {
		return "shard:" + strconv.Itoa(i)
	}
	return "shard:{" + strconv.Itoa(i%k.Shards) + "}"
}

// ModeKey and ModeLease choose by a switch on the mode.
func (k *Keys) ModeKey(job string) string { // want ModeKey:`producer\("mode:\{<int>\}:<string>" \| "mode:\{<string>\}" \| "mode:<string>"\)`
	switch k.Mode {
	case "shard":
		return "mode:{" + strconv.Itoa(k.slot(job)) + "}:" + job
	case "job", "tenant":
		return "mode:{" + job + "}"
	}
	return "mode:" + job
}

func (k *Keys) ModeLease(job string) string { // want ModeLease:`producer\("mode:lease:\{<string>\}" \| "mode:lease:\{<int>\}:<string>" \| "mode:lease:<string>"\)`
	switch k.Mode {
	case "tenant", "job":
		return "mode:lease:{" + job + "}"
	case "shard":
		return "mode:lease:{" + strconv.Itoa(k.slot(job)) + "}:" + job
	default:
		return "mode:lease:" + job
	}
}
