// hamsi256_control: the controller of the Hamsi-256 core (hamsi256_core.v).
//
// Two units run side by side.  The expansion unit takes a block (one 32-bit word)
// when a bank of the message RAMs is free, issues 64 look-ups (8 words x 8 nibbles)
// and marks the bank full two cycles after the last (the table output is registered
// once more before the accumulator, off the block RAM's slow clock-to-output).  The permutation unit works on
// half-words: every cycle it issues a read of the four state rows, and a cycle later
// the datapath writes the result (the write side is decoded from a registered copy of
// the issue, kind st_q and count sn_q).
//   load (12 issues): rows 0/2 are read half by half (feed-forward into H) and get
//         m0, m1 / m4, m5 (writes 0..3) and h'0, h'1 / h'4, h'5 (4..7); rows 1/3 get
//         h'2, h'3 / h'6, h'7 (4..7) and m2, m3 / m6, m7 (8..11).
//   round (17 issues): 8 S-box half-columns in the order (col, half) (0,1), (0,0),
//         (1,0), (2,0), (3,0), (1,1), (2,1), (3,1), so that the first reads only
//         halves L wrote two cycles before and L can start right after; then 4
//         diagonals of two reads each (low halves, high halves); one issue without a
//         read writes the last diagonal's low halves.
// 3 rounds a block (6, Pf, for the last); after the last block a load without a block
// (8 issues) makes the final h, which leaves as 8 digest words, two H steps each.
`default_nettype none
module hamsi256_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       msg_valid,
    input  wire       msg_final_blk,
    output wire       msg_take,
    output wire       dig_valid,
    input  wire       dig_take,
    // expansion
    output wire [2:0] ex_n,
    output wire [2:0] ex_w,
    output wire       ex_clr,
    output wire       m_we_a,
    output wire       m_we_b,
    output wire       m_hb,
    output wire [3:0] m_waddr,
    output wire [3:0] m_raddr,
    // permutation, read side
    output reg  [1:0] rcol,
    output reg        rhalf,
    output reg        rdiag,
    // permutation, write side
    output reg        we02,
    output reg        we13,
    output reg  [1:0] wcol,
    output reg        whalf,
    output reg        wdiag,
    output reg        wflip,
    output reg  [1:0] wsel,
    output wire       ld_h,
    output wire       fin,
    output wire [2:0] rc,
    output wire       ff,
    output wire       h_step,
    output wire       h_out,
    output wire       h_iv
);
    // ---------------- expansion unit ----------------
    reg        e_run_q, e_last_q, e_bank_q, e_v1_q, e_bank1_q, e_v2_q, e_bank2_q, mw2_q, mwb_q;
    reg  [5:0] e_cnt_q, e_cnt1_q, e_cnt2_q;   // look-up issue, and two cycles later (accumulate)
    reg  [2:0] mwa_q;
    reg  [1:0] vb_q, fb_q;           // bank full, bank holds a message's last block
    wire       e_end     = e_run_q && e_last_q;   // e_last_q: e_cnt_q == 63, registered
    wire       take_bank = e_run_q ? ~e_bank_q : e_bank_q;
    wire       can_take  = (e_run_q ? e_last_q : 1'b1) && !vb_q[take_bank];
    assign msg_take = can_take;
    wire       took     = msg_valid && can_take;
    wire       e_fill   = e_v2_q && (e_cnt2_q == 6'd63);

    wire       mw1     = e_v2_q && (e_cnt2_q[2:0] == 3'd7);   // a word is done: low half
    assign ex_n    = e_cnt_q[2:0];
    assign ex_w    = e_cnt_q[5:3];
    assign ex_clr  = (e_cnt2_q[2:0] == 3'd0);
    assign m_hb    = mw2_q;                                   // high half a cycle later
    assign m_we_a  = (mw1 && !e_cnt2_q[5]) || (mw2_q && !mwb_q);
    assign m_we_b  = (mw1 && e_cnt2_q[5]) || (mw2_q && mwb_q);
    assign m_waddr = mw2_q ? {mwa_q, 1'b1} : {e_bank2_q, e_cnt2_q[4:3], 1'b0};

    // ---------------- permutation unit ----------------
    localparam [1:0] P_IDLE = 2'd0, P_LOAD = 2'd1, P_RND = 2'd2, P_OUT = 2'd3;
    reg  [1:0] p_q, st_q;
    reg        p_bank_q, pend_q, pend_fin_q, fin_q, uo_q, oph_q;
    reg  [4:0] k_q, sn_q;            // issue count (load 0..11, round 0..16), its stage copy
    reg  [2:0] rnd_q, oc_q;
    wire       load_end = (p_q == P_LOAD) && (k_q[3:0] == (uo_q ? 4'd8 : 4'd11));
    wire       rnd_last = (rnd_q == (fin_q ? 3'd5 : 3'd2));
    wire       rnd_end  = (p_q == P_RND) && (k_q == 5'd16) && rnd_last;
    wire       consume  = load_end && !uo_q;          // the bank was read: free it
    wire       next_ok  = vb_q[p_bank_q] && !fin_q;   // (p_bank_q moved on at the load)  // the next block is ready

    // S-box order of the half-columns
    function [2:0] s_addr;                            // {col, half}
        input [2:0] k;
        begin
            if (k == 3'd0)      s_addr = 3'b001;
            else if (k <= 3'd4) s_addr = {k[1:0] - 2'd1, 1'b0};
            else                s_addr = {k[1:0], 1'b1};
        end
    endfunction

    assign m_raddr = {p_bank_q, k_q[3], k_q[1:0]};    // issues 0..3: words 0, 1; 8..11: words 2, 3
    assign fin     = fin_q;
    assign rc      = rnd_q;
    assign ff      = pend_q;
    assign ld_h    = sn_q[2];
    assign h_step  = (st_q == P_LOAD) && !sn_q[3];
    assign dig_valid = (p_q == P_OUT) && !oph_q;
    assign h_out   = dig_take || oph_q;
    assign h_iv    = dig_take && (oc_q == 3'd7);

    // read side
    always @(*) begin
        rdiag = 1'b0;
        {rcol, rhalf} = k_q[2:0];                      // load: rows 0/2 half by half
        if (p_q == P_RND) begin
            if (k_q[3]) begin
                rdiag = 1'b1;
                {rcol, rhalf} = {k_q[2:1], k_q[0]};
            end else
                {rcol, rhalf} = s_addr(k_q[2:0]);
        end
    end

    // write side
    always @(*) begin
        we02  = 1'b0;
        we13  = 1'b0;
        wdiag = 1'b0;
        wflip = 1'b0;
        wsel  = 2'd0;
        {wcol, whalf} = sn_q[2:0];
        case (st_q)
        P_LOAD: begin
            we02  = !sn_q[3];
            we13  = sn_q[3] || sn_q[2];
            wflip = 1'b1;
            wsel  = 2'd3;
        end
        P_RND: begin
            if (!sn_q[4] && !sn_q[3]) begin            // S
                we02 = 1'b1;
                we13 = 1'b1;
                {wcol, whalf} = s_addr(sn_q[2:0]);
            end else begin                             // L
                we02  = (sn_q != 5'd8);
                we13  = (sn_q != 5'd8);
                wdiag = 1'b1;
                if (sn_q[0]) begin                     // high halves, straight from L
                    wsel  = 2'd1;
                    {wcol, whalf} = {sn_q[2:1], 1'b1};
                end else begin                         // low halves of the last diagonal
                    wsel  = 2'd2;
                    {wcol, whalf} = {sn_q[2:1] - 2'd1, 1'b0};
                end
            end
        end
        default: ;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            e_run_q <= 1'b0; e_last_q <= 1'b0; e_bank_q <= 1'b0; e_v1_q <= 1'b0; e_bank1_q <= 1'b0;
            e_cnt_q <= 6'd0; e_cnt1_q <= 6'd0; e_v2_q <= 1'b0; e_bank2_q <= 1'b0; e_cnt2_q <= 6'd0;
            vb_q <= 2'b00; fb_q <= 2'b00;
            mw2_q <= 1'b0; mwb_q <= 1'b0; mwa_q <= 3'd0;
            p_q <= P_IDLE; st_q <= P_IDLE; p_bank_q <= 1'b0; pend_q <= 1'b0;
            pend_fin_q <= 1'b0; fin_q <= 1'b0; uo_q <= 1'b0; oph_q <= 1'b0;
            k_q <= 5'd0; sn_q <= 5'd0; rnd_q <= 3'd0; oc_q <= 3'd0;
        end else begin
            // expansion
            e_v1_q    <= e_run_q;
            e_cnt1_q  <= e_cnt_q;
            e_bank1_q <= e_bank_q;
            mw2_q     <= mw1;
            e_v2_q    <= e_v1_q;
            e_cnt2_q  <= e_cnt1_q;
            e_bank2_q <= e_bank1_q;
            e_last_q  <= !took && e_run_q && (e_cnt_q == 6'd62);
            mwb_q     <= e_cnt2_q[5];
            mwa_q     <= {e_bank2_q, e_cnt2_q[4:3]};
            if (took) begin
                e_run_q           <= 1'b1;
                e_cnt_q           <= 6'd0;
                e_bank_q          <= take_bank;
                fb_q[take_bank]   <= msg_final_blk;
            end else if (e_run_q) begin
                e_cnt_q <= e_cnt_q + 6'd1;
                if (e_end) begin
                    e_run_q  <= 1'b0;
                    e_bank_q <= ~e_bank_q;
                end
            end
            if (e_fill) vb_q[e_bank2_q] <= 1'b1;
            if (consume) vb_q[p_bank_q] <= 1'b0;
            // permutation: the stage copy of this issue
            st_q <= (p_q == P_LOAD && uo_q && k_q[3]) ? P_IDLE : p_q;
            sn_q <= k_q;
            case (p_q)
            P_IDLE: begin
                k_q <= 5'd0;
                if (pend_q && pend_fin_q) begin
                    p_q  <= P_LOAD;
                    uo_q <= 1'b1;
                end else if (vb_q[p_bank_q]) begin
                    p_q   <= P_LOAD;
                    uo_q  <= 1'b0;
                    fin_q <= fb_q[p_bank_q];
                end
            end
            P_LOAD: begin
                k_q <= k_q + 5'd1;
                if (load_end) begin
                    k_q   <= 5'd0;
                    rnd_q <= 3'd0;
                    oc_q  <= 3'd0;
                    oph_q <= 1'b0;
                    if (uo_q) begin
                        p_q    <= P_OUT;
                        pend_q <= 1'b0;
                    end else begin
                        p_q      <= P_RND;
                        p_bank_q <= ~p_bank_q;
                    end
                end
            end
            P_RND: begin
                k_q <= k_q + 5'd1;
                if (k_q == 5'd16) begin
                    k_q   <= 5'd0;
                    rnd_q <= rnd_q + 3'd1;
                end
                if (rnd_end) begin
                    pend_q     <= 1'b1;
                    pend_fin_q <= fin_q;
                    if (next_ok) begin                 // straight into the next load
                        p_q   <= P_LOAD;
                        uo_q  <= 1'b0;
                        fin_q <= fb_q[p_bank_q];
                    end else
                        p_q <= P_IDLE;
                end
            end
            default: begin   // P_OUT
                oph_q <= dig_take && (oc_q != 3'd7);
                if (dig_take) begin
                    oc_q <= oc_q + 3'd1;
                    if (oc_q == 3'd7) p_q <= P_IDLE;
                end
            end
            endcase
        end
    end
endmodule
`default_nettype wire
