// lw_axis: an AXI4-Stream front-end for any lwhash core (docs/integration.md).
//
// Message bytes come in on an AXI4-Stream slave (s_axis_*: TDATA of AW = 8, 32 or 64
// bits, TKEEP, TLAST at the end of each message; messages back to back), the digest
// leaves on an AXI4-Stream master (m_axis_*, TLAST on its last beat).  Byte order is
// AXI4-Stream's: the first byte of a beat is in TDATA[7:0].  Both sides take any
// pattern of TVALID/TREADY.
//
// The front-end drives the core's FIFO interface (docs/interface.md) at W = 32.  It
// does not know a message's length in advance, so it buffers message words in a FIFO
// of 2U bytes and cuts the message into segments: a segment of U bytes (U = the block,
// at least 64 bytes) once more than U bytes are waiting (so the message goes on after
// it), and at TLAST a last segment of the 0 .. U bytes left, padded by lw_pad.
//
// Bad input: a beat whose TKEEP is not all ones (before TLAST) or not a non-empty
// prefix (with TLAST), or a message over MAX_BYTES, raises err (held until rst or
// err_clr_i).  The message is dropped: the rest of it is read and thrown away up to its
// TLAST, the core is reset once the digests of the earlier messages have left it, and
// the next message hashes as usual.  No digest comes out for a dropped message.
`default_nettype none
module lw_axis #(
    parameter integer AW          = 32,          // TDATA bits: 8, 32 or 64
    parameter integer BB          = 64,          // block bytes of the algorithm
    parameter integer DIGEST_BITS = 256,         // a multiple of 32
    parameter integer MAX_BYTES   = 536870911,   // 2^29 - 1: the core interface carries < 2^32 bits
    // the padding (lw_pad; cores.toml [family.pad])
    parameter integer GAP         = 1,
    parameter [7:0]   PAD_BYTE    = 8'h80,
    parameter [7:0]   FIN_BYTE    = 8'h00,
    parameter integer TAIL        = 8,
    parameter integer LEN_OFF     = 0,
    parameter integer LEN_BYTES   = 8,
    parameter integer LEN_LE      = 0,
    parameter integer LEN_BLOCKS  = 0,
    parameter [255:0] TAIL_CONST  = 256'd0,
    // derived
    parameter integer KB = AW / 8
) (
    input  wire          clk,
    input  wire          rst,
    // message in
    input  wire [AW-1:0] s_axis_tdata,
    input  wire [KB-1:0] s_axis_tkeep,
    input  wire          s_axis_tlast,
    input  wire          s_axis_tvalid,
    output wire          s_axis_tready,
    // digest out
    output wire [AW-1:0] m_axis_tdata,
    output wire [KB-1:0] m_axis_tkeep,
    output wire          m_axis_tlast,
    output wire          m_axis_tvalid,
    input  wire          m_axis_tready,
    // status
    output wire          err_o,            // bad input was seen (held until rst or err_clr_i)
    input  wire          err_clr_i,
    output wire          busy_o,           // a message is inside (in the FIFO, the core or the output)
    // the core, at W = 32 (docs/interface.md; its rst is core_rst)
    output wire          core_rst,
    output wire [31:0]   core_din,
    output wire          core_src_ready,   // active low
    input  wire          core_src_read,
    input  wire [31:0]   core_dout,
    output wire          core_dst_ready,   // active low
    input  wire          core_dst_write,
    input  wire          core_err
);
    localparam integer U     = (BB >= 64) ? BB : 64;       // bytes of a segment but the last
    localparam integer NWU   = U / 4;
    localparam integer DEPTH = 2 * NWU;                     // FIFO words
    localparam integer AB    = $clog2(DEPTH);
    localparam integer CB    = $clog2(DEPTH + 1);
    localparam integer MB    = $clog2(U + 1);
    localparam integer KMAX  = (U + GAP + TAIL + BB - 1) / BB;
    localparam integer PB    = $clog2(KMAX * BB + 1) + 1;
    localparam integer DWORDS = DIGEST_BITS / 32;
    localparam integer DCB   = $clog2(DWORDS + 1);
    localparam integer DL    = DEPTH - 1;
    localparam integer BPUI  = U / BB;                      // blocks in a segment but the last
    localparam [AB-1:0] PTR_LAST = DL[AB-1:0];
    localparam [29:0]  MAXB  = MAX_BYTES[29:0];
    // bytes waiting (wait_q) are at most the FIFO's 2U plus a beat being packed: WB bits,
    // not 30, keep its adder and compares short (they steer the segment control)
    localparam integer WB    = $clog2(4 * U);
    localparam [WB-1:0] UW   = U[WB-1:0];
    localparam [29:0]  BPU   = BPUI[29:0];

    // ------------------------------------------------------------------ input beat checks
    localparam [1:0] I_RUN = 2'd0, I_DISC = 2'd1, I_CLR = 2'd2;
    reg  [1:0]  ist_q;
    reg         ended_q;        // the current message's last word is in the FIFO
    reg  [29:0] tot_q;          // bytes of the current message taken so far
    reg         err_q;

    wire [KB-1:0] keep = s_axis_tkeep;
    wire [KB-1:0] keep1 = keep + 1'b1;      // a prefix of ones plus one is a single one above it
    wire          keep_full   = &keep;
    wire          keep_prefix = (keep != {KB{1'b0}}) && ((keep1 & keep) == {KB{1'b0}});
    reg  [3:0]    beat_n;       // bytes in a prefix tkeep
    integer q;
    always @* begin
        beat_n = 4'd0;
        for (q = 0; q < KB; q = q + 1) if (keep[q]) beat_n = q[3:0] + 4'd1;
    end
    wire [30:0] tot_next = {1'b0, tot_q} + {27'd0, beat_n};
    // TLAST with TKEEP = 0 is the empty message when it is a message's only beat, an
    // error after data
    wire        keep_none = (keep == {KB{1'b0}});
    wire        beat_bad = (s_axis_tlast ? ~(keep_prefix | (keep_none & (tot_q == 30'd0))) : ~keep_full) ||
                           (tot_next > {1'b0, MAXB});

    // ------------------------------------------------------------------ FIFO of message words
    reg  [31:0]   mem [0:DEPTH-1];
    reg  [AB-1:0] wp_q, rp_q;
    reg  [CB-1:0] cnt_q;
    wire          fifo_pop;
    wire          wr_en;         // from the packer
    wire [31:0]   wr_word;
    wire [CB-1:0] room = DEPTH[CB-1:0] - cnt_q;
    wire [31:0]   rd_word = mem[rp_q];
    wire          flush;

    always @(posedge clk) if (wr_en) mem[wp_q] <= wr_word;

    // ------------------------------------------------------------------ packer: beats -> words
    // A beat is taken in I_RUN when the packer can hold it; in I_DISC every beat is taken
    // and dropped.  The first byte of a beat (TDATA[7:0]) goes to the MSBs of the word.
    wire can_take;
    wire take  = s_axis_tvalid & s_axis_tready;
    wire run_take = take & (ist_q == I_RUN);
    wire good  = run_take & ~beat_bad & ~keep_none;     // a beat with message bytes
    wire empty_msg = run_take & ~beat_bad & keep_none;  // the empty message
    assign s_axis_tready = (ist_q == I_DISC) | ((ist_q == I_RUN) & ~ended_q & can_take & ~crst_q);

    function [31:0] swap32(input [31:0] x);
        swap32 = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction
    function [31:0] keep_mask(input [3:0] n);    // the first n bytes of a word (MSB first)
        keep_mask = ~(32'hffffffff >> (8 * n));
    endfunction

    wire last_word_written;      // the packer wrote the message's last word this cycle
    generate
        if (AW == 8) begin : g_p8
            reg [23:0] acc_q;
            reg [1:0]  n_q;      // bytes in acc_q
            assign can_take = (room != 0);
            assign wr_en   = good & ((n_q == 2'd3) | s_axis_tlast);
            assign wr_word = ({acc_q, s_axis_tdata} << {(2'd3 - n_q), 3'b000});
            assign last_word_written = good & s_axis_tlast;
            always @(posedge clk) begin
                if (rst || flush) n_q <= 2'd0;      // flush: the bytes of a dropped message
                else if (good) begin
                    n_q   <= s_axis_tlast ? 2'd0 : n_q + 1'b1;
                    acc_q <= {acc_q[15:0], s_axis_tdata};
                end
            end
        end else if (AW == 32) begin : g_p32
            assign can_take = (room != 0);
            wire   unused_flush = flush;
            assign wr_en   = good;
            assign wr_word = swap32(s_axis_tdata) & keep_mask(beat_n);
            assign last_word_written = good & s_axis_tlast;
        end else begin : g_p64
            // a beat is two words: the first goes to the FIFO at once, the second the
            // next cycle (from hi_q); 32 bits a cycle
            reg        hv_q;     // hi_q holds the second word of the last beat
            reg [31:0] hi_q;
            reg        hl_q;     // ... and it is the message's last word
            wire        two = keep[4];
            assign can_take = ~hv_q & (room >= 2);
            assign wr_en   = good | hv_q;
            assign wr_word = hv_q ? hi_q : (swap32(s_axis_tdata[31:0]) & keep_mask(beat_n > 4 ? 4'd4 : beat_n));
            assign last_word_written = (hv_q & hl_q) | (good & s_axis_tlast & ~two);
            always @(posedge clk) begin
                if (rst || flush) hv_q <= 1'b0;
                else if (good & two) begin
                    hv_q <= 1'b1;
                    hi_q <= swap32(s_axis_tdata[63:32]) & keep_mask(beat_n - 4'd4);
                    hl_q <= s_axis_tlast;
                end else hv_q <= 1'b0;
            end
        end
    endgenerate

    // ------------------------------------------------------------------ segments to the core
    localparam [1:0] C_IDLE = 2'd0, C_BP = 2'd1, C_DATA = 2'd2;
    reg  [1:0]    cst_q;
    reg           fin_q;        // the segment being sent is the last of its message
    reg  [PB-3:0] widx_q;       // word of the segment (data)
    reg  [PB-3:0] segw_q;       // words of the segment
    reg  [WB-1:0] wait_q;       // bytes of the current message taken but not yet in a segment
    reg  [29:0]   blks_q;       // ... and their blocks
    reg  [MB-1:0] m_q;          // message bytes in the last segment
    reg  [29:0]   len_q;        // bytes of the message being finished
    reg  [29:0]   lblk_q;       // blocks before its last segment
    reg  [31:0]   cw_q;         // the next word for the core (it goes on into the skid)
    reg           cv_q;         // ... is valid
    reg  [7:0]    outst_q;      // messages given to the core whose digest has not left it
    reg           crst_q;
    reg           core_rst_q;   // the core's reset: rst or crst, from a flip-flop of its own

    wire [WB-1:0] rem = wait_q;                                 // bytes waiting
    wire          can_nf  = (ist_q == I_RUN) &
                            (ended_q ? (rem > UW) : (cnt_q > NWU[CB-1:0]));
    wire          can_fin = (ist_q == I_RUN) & ended_q & (rem <= UW) & (outst_q != 8'hff);
    // the core takes words from a two-word skid buffer (s0_q, s1_q below): the word register
    // cw_q may take the next word when it is empty or its word goes into the skid, so the
    // core's src_read (combinational in most cores) ends at the skid's registers instead of
    // running through the FIFO read, the padding and the segment control
    reg           s0v_q, s1v_q;
    wire          adv = ~cv_q | ~s1v_q;                         // cw_q may take the next word

    wire [MB-1:0] pad_m = (cst_q == C_IDLE) ? rem[MB-1:0] : m_q;
    wire [PB-3:0] pad_segw;
    wire [31:0]   pad_word;
    lw_pad #(.BB(BB), .U(U), .GAP(GAP), .PAD_BYTE(PAD_BYTE), .FIN_BYTE(FIN_BYTE), .TAIL(TAIL),
             .LEN_OFF(LEN_OFF), .LEN_BYTES(LEN_BYTES), .LEN_LE(LEN_LE), .LEN_BLOCKS(LEN_BLOCKS),
             .TAIL_CONST(TAIL_CONST)) u_pad (
        .m_i(pad_m), .bytes_i(len_q), .blocks_i(lblk_q), .seg_words_o(pad_segw),
        .widx_i(widx_q), .pad_o(pad_word)
    );

    // message words of the last segment still to take from the FIFO: ceil(m / 4) at its
    // start, counted down (a register, not a sum and a compare on the path to the FIFO)
    reg  [MB-1:0] mleft_q;
    wire [MB-1:0] m_words = (rem[MB-1:0] + {{(MB-2){1'b0}}, 2'd3}) >> 2;
    wire          from_fifo = ~fin_q | (mleft_q != {MB{1'b0}});
    wire          data_step = adv & (cst_q == C_DATA);
    assign        fifo_pop  = data_step & from_fifo;
    wire [31:0]   data_word = (from_fifo ? rd_word : 32'd0) | (fin_q ? pad_word : 32'd0);
    wire          start_nf  = adv & (cst_q == C_IDLE) & can_nf;
    wire          start_fin = adv & (cst_q == C_IDLE) & ~can_nf & can_fin;

    // a digest word left the core
    reg  [DCB-1:0] dw_q;
    wire           dig_done = core_dst_write & (dw_q == DWORDS[DCB-1:0] - 1'b1);

    assign flush = crst_q;

    always @(posedge clk) begin
        if (rst || crst_q) begin
            cst_q  <= C_IDLE;
            cv_q   <= 1'b0;
            widx_q <= {(PB-2){1'b0}};
            fin_q  <= 1'b0;
        end else begin
            if (adv) cv_q <= 1'b0;
            case (cst_q)
                C_IDLE: if (start_nf) begin
                    cw_q   <= {NWU[30:0], 1'b0};
                    cv_q   <= 1'b1;
                    segw_q <= NWU[PB-3:0];
                    widx_q <= {(PB-2){1'b0}};
                    fin_q  <= 1'b0;
                    cst_q  <= C_DATA;
                end else if (start_fin) begin
                    cw_q   <= {{(33-PB){1'b0}}, pad_segw, 1'b1};
                    cv_q   <= 1'b1;
                    segw_q <= pad_segw;
                    widx_q <= {(PB-2){1'b0}};
                    fin_q  <= 1'b1;
                    cst_q  <= C_BP;
                end
                C_BP: if (adv) begin
                    cw_q  <= {{(29-MB){1'b0}}, m_q, 3'b000};
                    cv_q  <= 1'b1;
                    cst_q <= C_DATA;
                end
                default: if (adv) begin   // C_DATA
                    cw_q   <= data_word;
                    cv_q   <= 1'b1;
                    widx_q <= widx_q + 1'b1;
                    if (widx_q == segw_q - 1'b1) cst_q <= C_IDLE;
                end
            endcase
        end
    end

    // message bookkeeping
    always @(posedge clk) begin
        if (rst) begin
            ist_q   <= I_RUN;
            ended_q <= 1'b0;
            tot_q   <= 30'd0;
            wait_q  <= {WB{1'b0}};
            blks_q  <= 30'd0;
            m_q     <= {MB{1'b0}};
            len_q   <= 30'd0;
            lblk_q  <= 30'd0;
            err_q   <= 1'b0;
            crst_q  <= 1'b0;
            outst_q <= 8'd0;
            dw_q    <= {DCB{1'b0}};
        end else begin
            crst_q <= 1'b0;
            if (err_clr_i) err_q <= 1'b0;
            if (core_err) err_q <= 1'b1;
            // input side
            case (ist_q)
                I_RUN: if (run_take) begin
                    if (beat_bad) begin
                        err_q <= 1'b1;
                        ist_q <= s_axis_tlast ? I_CLR : I_DISC;
                    end else begin
                        tot_q <= tot_next[29:0];
                    end
                end
                I_DISC: if (take & s_axis_tlast) ist_q <= I_CLR;
                default: if (outst_q == 8'd0 && !crst_q) begin   // I_CLR: the earlier digests are out
                    crst_q  <= 1'b1;                            // reset the core, flush the FIFO
                    ist_q   <= I_RUN;
                    ended_q <= 1'b0;
                    tot_q   <= 30'd0;
                    blks_q  <= 30'd0;
                end
            endcase
            if (last_word_written | empty_msg) ended_q <= 1'b1;
            // segments
            // bytes waiting: the beat's in, a segment's out (start_fin empties it)
            if (crst_q) wait_q <= {WB{1'b0}};
            else wait_q <= wait_q + (good ? {{(WB-4){1'b0}}, beat_n} : {WB{1'b0}}) - (start_nf ? UW : {WB{1'b0}});
            if (start_nf) blks_q <= blks_q + BPU;
            if (start_fin) mleft_q <= m_words;
            else if (data_step && fin_q && mleft_q != {MB{1'b0}}) mleft_q <= mleft_q - 1'b1;
            if (start_fin) begin
                m_q     <= rem[MB-1:0];
                len_q   <= tot_q;
                lblk_q  <= blks_q;
                ended_q <= 1'b0;          // the packer may take the next message
                tot_q   <= 30'd0;
                wait_q  <= {WB{1'b0}};
                blks_q  <= 30'd0;
            end
            // digests in flight
            if (core_dst_write) dw_q <= dig_done ? {DCB{1'b0}} : dw_q + 1'b1;
            if (start_fin & ~dig_done) outst_q <= outst_q + 1'b1;
            else if (~start_fin & dig_done) outst_q <= outst_q - 1'b1;
        end
    end

    // FIFO pointers
    always @(posedge clk) begin
        if (rst || crst_q) begin
            wp_q  <= {AB{1'b0}};
            rp_q  <= {AB{1'b0}};
            cnt_q <= {CB{1'b0}};
        end else begin
            if (wr_en)    wp_q <= (wp_q == PTR_LAST) ? {AB{1'b0}} : wp_q + 1'b1;
            if (fifo_pop) rp_q <= (rp_q == PTR_LAST) ? {AB{1'b0}} : rp_q + 1'b1;
            cnt_q <= cnt_q + {{(CB-1){1'b0}}, wr_en} - {{(CB-1){1'b0}}, fifo_pop};
        end
    end

    // the skid buffer: s0_q is the word the core sees, s1_q the one behind it
    reg  [31:0]   s0_q, s1_q;
    wire          push = cv_q & ~s1v_q;                         // cw_q's word goes in
    always @(posedge clk) begin
        if (rst || crst_q) begin
            s0v_q <= 1'b0;
            s1v_q <= 1'b0;
        end else if (core_src_read) begin
            s0v_q <= s1v_q | push;
            s1v_q <= 1'b0;
        end else if (push) begin
            if (s0v_q) s1v_q <= 1'b1;
            else       s0v_q <= 1'b1;
        end
    end
    always @(posedge clk) begin
        if (core_src_read | ~s0v_q) s0_q <= s1v_q ? s1_q : cw_q;
        if (~s1v_q) s1_q <= cw_q;
    end

    always @(posedge clk) core_rst_q <= rst | (ist_q == I_CLR && outst_q == 8'd0 && !crst_q);
    assign core_rst       = core_rst_q;
    assign core_din       = s0_q;
    assign core_src_ready = ~s0v_q;

    // ------------------------------------------------------------------ digest out
    reg  [DCB-1:0] ow_q;         // digest words sent on m_axis (of this digest)
    generate
        if (AW == 8) begin : g_o8
            reg [31:0] w_q;
            reg        v_q;
            reg [1:0]  b_q;
            wire       beat = v_q & m_axis_tready;
            assign core_dst_ready = v_q & ~(beat & (b_q == 2'd3));
            assign m_axis_tdata  = w_q[31 - 8 * b_q -: 8];
            assign m_axis_tkeep  = 1'b1;
            assign m_axis_tvalid = v_q;
            assign m_axis_tlast  = (ow_q == DWORDS[DCB-1:0] - 1'b1) & (b_q == 2'd3);
            always @(posedge clk) begin
                if (rst) begin
                    v_q <= 1'b0; b_q <= 2'd0; ow_q <= {DCB{1'b0}};
                end else begin
                    if (beat) begin
                        b_q <= b_q + 1'b1;
                        if (b_q == 2'd3) begin
                            v_q  <= 1'b0;
                            ow_q <= m_axis_tlast ? {DCB{1'b0}} : ow_q + 1'b1;
                        end
                    end
                    if (core_dst_write) begin
                        w_q <= core_dout; v_q <= 1'b1;
                    end
                end
            end
        end else if (AW == 32) begin : g_o32
            reg [31:0] w_q;
            reg        v_q;
            wire       beat = v_q & m_axis_tready;
            assign core_dst_ready = v_q & ~beat;
            assign m_axis_tdata  = swap32(w_q);
            assign m_axis_tkeep  = 4'hf;
            assign m_axis_tvalid = v_q;
            assign m_axis_tlast  = (ow_q == DWORDS[DCB-1:0] - 1'b1);
            always @(posedge clk) begin
                if (rst) begin
                    v_q <= 1'b0; ow_q <= {DCB{1'b0}};
                end else begin
                    if (beat) begin
                        v_q  <= 1'b0;
                        ow_q <= m_axis_tlast ? {DCB{1'b0}} : ow_q + 1'b1;
                    end
                    if (core_dst_write) begin
                        w_q <= core_dout; v_q <= 1'b1;
                    end
                end
            end
        end else begin : g_o64
            // two digest words a beat, the first in TDATA[31:0]; an odd last word goes
            // alone with TKEEP = 0x0f
            reg [31:0] w0_q, w1_q;
            reg [1:0]  n_q;          // words held
            wire       odd_last = (ow_q == DWORDS[DCB-1:0] - 1'b1);   // the held word is the digest's last
            wire       full = (n_q == 2'd2) | ((n_q == 2'd1) & odd_last);
            wire       beat = full & m_axis_tready;
            assign core_dst_ready = full & ~beat;
            assign m_axis_tdata  = {swap32(w1_q), swap32(w0_q)};
            assign m_axis_tkeep  = (n_q == 2'd2) ? 8'hff : 8'h0f;
            assign m_axis_tvalid = full;
            assign m_axis_tlast  = (ow_q + {{(DCB-2){1'b0}}, n_q} == DWORDS[DCB-1:0]);
            always @(posedge clk) begin
                if (rst) begin
                    n_q <= 2'd0; ow_q <= {DCB{1'b0}};
                end else begin
                    if (beat) ow_q <= m_axis_tlast ? {DCB{1'b0}} : ow_q + {{(DCB-2){1'b0}}, n_q};
                    if (core_dst_write) begin
                        if (beat || n_q == 2'd0) begin
                            w0_q <= core_dout; n_q <= 2'd1;
                        end else begin
                            w1_q <= core_dout; n_q <= 2'd2;
                        end
                    end else if (beat) n_q <= 2'd0;
                end
            end
        end
    endgenerate

    assign err_o  = err_q;
    assign busy_o = (cnt_q != 0) | ended_q | (tot_q != 0) | cv_q | s0v_q | s1v_q | (cst_q != C_IDLE) |
                    (outst_q != 8'd0) | m_axis_tvalid | (ist_q != I_RUN);
endmodule
`default_nettype wire
